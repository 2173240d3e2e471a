import { describe, expect, it } from 'vitest';
import type { TPopup } from '@app/contracts/content';
import {
  canShowPopup,
  isPopupVisibleTo,
  pagePopupFor,
  popupRedirectPath,
  popupsFor,
} from './popup-visibility';

const popup = (overrides: Partial<TPopup>): TPopup => ({
  popupId: 1,
  popupName: 'lobbyPage',
  isActive: true,
  visibility: 2,
  textOne: 'Flash Sale',
  textTwo: null,
  textThree: null,
  btnText: 'Get Coins',
  btnRedirection: 'store',
  desktopImageUrl: null,
  sortOrder: 1,
  ...overrides,
});

describe('popup visibility (SPEC §3: 0 guests, 1 signed-in, 2 everyone)', () => {
  it.each([
    [0, 'guest', true],
    [0, 'player', false],
    [1, 'guest', false],
    [1, 'player', true],
    [2, 'guest', true],
    [2, 'player', true],
    [3, 'player', false],
  ] as const)('visibility %i for a %s: %s', (visibility, viewer, visible) => {
    expect(isPopupVisibleTo({ visibility }, viewer)).toBe(visible);
  });

  it('never shows an inactive popup', () => {
    expect(canShowPopup(popup({ isActive: false }), 'player')).toBe(false);
  });
});

describe('picking the popups of a page', () => {
  const popups = [
    popup({ popupId: 1, visibility: 0, sortOrder: 1 }),
    popup({ popupId: 2, visibility: 1, sortOrder: 3 }),
    popup({ popupId: 3, visibility: 2, sortOrder: 2 }),
    popup({ popupId: 4, isActive: false, sortOrder: 0 }),
    popup({ popupId: 5, popupName: 'storePage', visibility: 1 }),
    popup({ popupId: 6, popupName: 'storePage', visibility: 0, sortOrder: 0 }),
  ];

  it("lists a page's active popups the viewer may see, in sort order", () => {
    expect(popupsFor(popups, 'lobbyPage', 'player').map((p) => p.popupId)).toEqual([3, 2]);
    expect(popupsFor(popups, 'lobbyPage', 'guest').map((p) => p.popupId)).toEqual([1, 3]);
  });

  it('a page shows its first matching active popup, or none', () => {
    expect(pagePopupFor(popups, 'storePage', 'player')?.popupId).toBe(5);
    expect(pagePopupFor(popups, 'storePage', 'guest')?.popupId).toBe(6);
    expect(pagePopupFor(popups, 'vipPage', 'player')).toBeNull();
  });

  it('redirects the button by its key', () => {
    expect(popupRedirectPath('store')).toBe('/user/store');
    expect(popupRedirectPath('lobby')).toBe('/lobby');
    expect(popupRedirectPath('redeem')).toBe('/redeem');
    expect(popupRedirectPath('vip')).toBe('/vip');
    expect(popupRedirectPath(null)).toBeNull();
  });
});
