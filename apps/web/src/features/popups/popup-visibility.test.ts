import { describe, expect, it } from 'vitest';
import type { TPopup } from '@app/contracts/content';
import {
  advertisesItsOwnPage,
  canHaveOffer,
  canShowPopup,
  isPopupVisibleTo,
  pagePopupFor,
  popupRedirectPath,
  popupsFor,
  sellsPurchases,
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
  offer: null,
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
    popup({ popupId: 5, popupName: 'storePage', visibility: 1, btnRedirection: null }),
    popup({
      popupId: 6,
      popupName: 'storePage',
      visibility: 0,
      sortOrder: 0,
      btnRedirection: null,
    }),
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

describe('a popup follows what the viewer can still have (issue 24)', () => {
  const storePopup = popup({
    popupId: 5,
    popupName: 'storePage',
    visibility: 1,
    textOne: 'First Purchase Bonus',
    btnRedirection: null,
    offer: 'firstPurchase',
  });
  const unused = { firstPurchaseBonus: { isClaimed: false, percentage: 50 } };
  const used = { firstPurchaseBonus: { isClaimed: true, percentage: 50 } };

  it('shows the first-purchase popup only while the player’s first-purchase bonus is unclaimed', () => {
    expect(pagePopupFor([storePopup], 'storePage', 'player', unused)?.popupId).toBe(5);
    expect(pagePopupFor([storePopup], 'storePage', 'player', used)).toBeNull();
    expect(canShowPopup(storePopup, 'player', used)).toBe(false);
  });

  it('waits for the profile before advertising an offer to a signed-in player', () => {
    expect(pagePopupFor([storePopup], 'storePage', 'player', undefined)).toBeNull();
    expect(canHaveOffer(storePopup, 'player', { firstPurchaseBonus: undefined })).toBe(false);
    expect(
      canHaveOffer(storePopup, 'player', {
        firstPurchaseBonus: { isClaimed: false, percentage: 0 },
      }),
    ).toBe(false);
  });

  it('shows a popup without an offer to everyone it is meant for, and offers to visitors', () => {
    expect(canHaveOffer(popup({ offer: null }), 'player', used)).toBe(true);
    expect(canHaveOffer(storePopup, 'guest', null)).toBe(true);
  });

  it('passes over the next popup of the page when the first advertises a used offer', () => {
    const next = popup({ popupId: 9, popupName: 'storePage', sortOrder: 2, btnRedirection: null });
    expect(pagePopupFor([storePopup, next], 'storePage', 'player', used)?.popupId).toBe(9);
  });
});

describe('a page’s own popup never advertises the page it is on (issue 24)', () => {
  it('leaves out a popup whose button leads to its own page', () => {
    const vip = popup({ popupName: 'vipPage', btnText: 'View VIP', btnRedirection: 'vip' });
    expect(advertisesItsOwnPage(vip)).toBe(true);
    expect(pagePopupFor([vip], 'vipPage', 'player')).toBeNull();
    expect(advertisesItsOwnPage(popup({ popupName: 'storePage', btnRedirection: 'store' }))).toBe(
      true,
    );
    expect(advertisesItsOwnPage(popup({ popupName: 'lobbyPage', btnRedirection: 'lobby' }))).toBe(
      true,
    );
  });

  it('keeps a popup that leads elsewhere, or only closes', () => {
    expect(advertisesItsOwnPage(popup({ popupName: 'rewardPage', btnRedirection: 'redeem' }))).toBe(
      false,
    );
    expect(advertisesItsOwnPage(popup({ popupName: 'lobbyPage', btnRedirection: 'store' }))).toBe(
      false,
    );
    expect(advertisesItsOwnPage(popup({ popupName: 'storePage', btnRedirection: null }))).toBe(
      false,
    );
  });
});

describe('a player the store is closed to is sold nothing (decision 050)', () => {
  it('a popup with an offer or a store button sells packages; a VIP or lobby one does not', () => {
    expect(sellsPurchases(popup({ offer: 'firstPurchase', btnRedirection: 'vip' }))).toBe(true);
    expect(sellsPurchases(popup({ btnRedirection: 'store' }))).toBe(true);
    expect(sellsPurchases(popup({ btnRedirection: 'vip' }))).toBe(false);
    expect(sellsPurchases(popup({ btnRedirection: null }))).toBe(false);
  });
});
