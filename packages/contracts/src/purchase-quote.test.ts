import { describe, expect, it } from 'vitest';
import { quotePurchase } from './purchase-quote';

const pkg = { gcCoin: 5_000_000, scCoin: 500, firstPurchaseApplicable: true };

describe('quotePurchase', () => {
  it('adds the first-purchase percentage, then the VIP boost on top', () => {
    const quote = quotePurchase({
      ...pkg,
      firstPurchaseBonus: { isClaimed: false, percentage: 50 },
      vipBoostPercent: 10,
    });
    expect(quote.firstPurchaseGc).toBe(2_500_000);
    expect(quote.firstPurchaseSc).toBe(250);
    expect(quote.vipBoostGc).toBe(750_000);
    expect(quote.vipBoostSc).toBe(75);
    expect(quote.totalGc).toBe(8_250_000);
    expect(quote.totalSc).toBe(825);
  });

  it('gives no first-purchase bonus once claimed or when the package does not apply', () => {
    const claimed = quotePurchase({
      ...pkg,
      firstPurchaseBonus: { isClaimed: true, percentage: 50 },
      vipBoostPercent: 0,
    });
    expect(claimed.firstPurchasePercent).toBe(0);
    expect(claimed.totalGc).toBe(5_000_000);
    const notApplicable = quotePurchase({
      ...pkg,
      firstPurchaseApplicable: false,
      firstPurchaseBonus: { isClaimed: false, percentage: 50 },
      vipBoostPercent: 5,
    });
    expect(notApplicable.firstPurchasePercent).toBe(0);
    expect(notApplicable.totalSc).toBe(525);
  });

  it('floors every step to whole hundredths', () => {
    const quote = quotePurchase({
      gcCoin: 199,
      scCoin: 3,
      firstPurchaseApplicable: true,
      firstPurchaseBonus: { isClaimed: false, percentage: 33 },
      vipBoostPercent: 15,
    });
    expect(quote.firstPurchaseGc).toBe(65);
    expect(quote.firstPurchaseSc).toBe(0);
    expect(quote.vipBoostGc).toBe(39);
    expect(quote.totalGc).toBe(303);
    expect(quote.totalSc).toBe(3);
  });

  it('refuses fractional coins and percentages', () => {
    const base = { ...pkg, firstPurchaseBonus: { isClaimed: false, percentage: 10 } };
    expect(() => quotePurchase({ ...base, vipBoostPercent: 1.5 })).toThrow(RangeError);
    expect(() => quotePurchase({ ...base, gcCoin: 1.5, vipBoostPercent: 0 })).toThrow(RangeError);
  });
});
