import { describe, expect, it } from 'vitest';
import { testPackage } from '../test-packages';
import { holdsOffer, toFlashSaleOffer } from './flash-sale-offer';
import { flashSaleReducer, initialFlashSaleState } from './flash-sale-reducer';

const NOW = 1_000_000;
const pkg = testPackage({ packageId: 9 });
const offered = { pkg, offer: { kind: 'oneTime' as const, endsAt: NOW + 90 * 60_000 } };

describe('flash sale offer', () => {
  it('gives the time left in minutes with the offer texts of SPEC §4', () => {
    expect(toFlashSaleOffer(offered, NOW)).toEqual({
      countdownMinutes: 90,
      title: 'Enable offer before it ends',
      description: 'Bonus purchase available for limited time only',
      details: { kind: 'oneTime', pkg },
    });
  });

  it('knows the offer it holds, whatever second it was shown at', () => {
    const state = flashSaleReducer(initialFlashSaleState, {
      type: 'showTimer',
      now: NOW + 400,
      offer: toFlashSaleOffer(offered, NOW + 400),
    });
    expect(holdsOffer(state, offered)).toBe(true);
    expect(holdsOffer(state, { ...offered, pkg: { ...pkg } })).toBe(false);
    expect(
      holdsOffer(state, { pkg, offer: { kind: 'welcome', endsAt: offered.offer.endsAt } }),
    ).toBe(false);
    expect(holdsOffer(initialFlashSaleState, offered)).toBe(false);
  });
});
