import { describe, expect, it } from 'vitest';
import { orderSummary, type OrderSummaryViewer } from './order-summary';
import { testPackage } from './test-packages';

const pkg = testPackage({
  amount: 9.99,
  gcCoin: 100_000,
  scCoin: 10,
  firstPurchaseApplicable: true,
});
const tier = (name: string, boost: number) => ({
  currentTier: { level: 1, name, icon: '', boost, rakeback: 0, liveSupport: false },
});

const valuesOf = (viewer: OrderSummaryViewer, input = pkg) =>
  Object.fromEntries(
    orderSummary(input, viewer).lines.map((line) => [
      line.label,
      [line.note, ...line.values].filter(Boolean).join(' | '),
    ]),
  );

describe('order summary', () => {
  it('shows price, base coins and totals when no bonus applies', () => {
    expect(valuesOf({ firstPurchaseBonus: { isClaimed: true, percentage: 50 } })).toEqual({
      'Package price': '$9.99',
      'Gold Coins': '100,000.00 GC',
      'Free Sweepstakes Coins': '10.00 SC',
      'Total GC': '100,000.00 GC',
      'Total SC': '10.00 SC',
    });
  });

  it('adds the first-purchase bonus on an applicable package while it is unclaimed', () => {
    const values = valuesOf({ firstPurchaseBonus: { isClaimed: false, percentage: 50 } });
    expect(values['First purchase bonus']).toBe('+50% | +50,000.00 GC | +5.00 SC');
    expect(values['Total GC']).toBe('150,000.00 GC');
    expect(values['Total SC']).toBe('15.00 SC');
    expect(values['VIP boost']).toBeUndefined();
  });

  it('leaves the first-purchase bonus out on packages it does not apply to', () => {
    const values = valuesOf(
      { firstPurchaseBonus: { isClaimed: false, percentage: 50 } },
      { ...pkg, firstPurchaseApplicable: false },
    );
    expect(values['First purchase bonus']).toBeUndefined();
    expect(values['Total GC']).toBe('100,000.00 GC');
  });

  it('adds the VIP boost on top of the first-purchase bonus, with the tier name', () => {
    const values = valuesOf({
      firstPurchaseBonus: { isClaimed: false, percentage: 50 },
      vipTierDetail: tier('Gold', 10),
    });
    expect(values['VIP boost']).toBe('Gold +10% | +15,000.00 GC | +1.50 SC');
    expect(values['Total GC']).toBe('165,000.00 GC');
    expect(values['Total SC']).toBe('16.50 SC');
  });

  it('leaves the VIP line out without a tier or with a 0 % boost', () => {
    expect(valuesOf({ vipTierDetail: { currentTier: null } })['VIP boost']).toBeUndefined();
    expect(valuesOf({ vipTierDetail: tier('Bronze', 0) })['VIP boost']).toBeUndefined();
  });

  it('gives no first-purchase bonus when the player bonus is unknown', () => {
    const summary = orderSummary(pkg, {});
    expect(summary.quote.firstPurchasePercent).toBe(0);
    expect(summary.quote.totalGc).toBe(10_000_000);
  });

  it('uses quotePurchase on hundredths, flooring each step', () => {
    const odd = testPackage({
      amount: 1234.5,
      gcCoin: 0.33,
      scCoin: 20.5,
      firstPurchaseApplicable: true,
    });
    const summary = orderSummary(odd, {
      firstPurchaseBonus: { isClaimed: false, percentage: 33 },
      vipTierDetail: tier('Silver', 5),
    });
    expect(summary.priceCents).toBe(123_450);
    expect(summary.quote).toMatchObject({
      baseGc: 33,
      firstPurchaseGc: 10,
      vipBoostGc: 2,
      totalGc: 45,
      baseSc: 2050,
      firstPurchaseSc: 676,
      vipBoostSc: 136,
      totalSc: 2862,
    });
    expect(summary.lines[0]?.values).toEqual(['$1,234.50']);
  });

  it('refuses amounts with more than two decimals', () => {
    expect(() => orderSummary(testPackage({ gcCoin: 1.005 }), {})).toThrow(RangeError);
  });
});
