/**
 * The coins a package credits (SPEC §4 "Order summary bonus math"): when the
 * first-purchase bonus is still unclaimed and the package is first-purchase
 * applicable, GC and SC each grow by the bonus percentage; then the current
 * VIP tier boost percent is added on top. The store's order summary and the
 * server's credit use this one function, so what the player is shown is what
 * the player gets. All values are integer hundredths; each step floors to a
 * whole hundredth (never more than the percentages give).
 */
export interface QuoteInput {
  /** Package coins in hundredths. */
  gcCoin: number;
  scCoin: number;
  firstPurchaseApplicable: boolean;
  /** The player's first-purchase bonus: unclaimed and its percentage. */
  firstPurchaseBonus: { isClaimed: boolean; percentage: number };
  /** Boost percent of the player's current VIP tier (0 without a tier). */
  vipBoostPercent: number;
}

export interface PurchaseQuote {
  baseGc: number;
  baseSc: number;
  /** Percent applied for the first purchase (0 when it does not apply). */
  firstPurchasePercent: number;
  firstPurchaseGc: number;
  firstPurchaseSc: number;
  vipBoostPercent: number;
  vipBoostGc: number;
  vipBoostSc: number;
  totalGc: number;
  totalSc: number;
}

function percentOf(hundredths: number, percent: number): number {
  if (!Number.isSafeInteger(hundredths) || hundredths < 0) {
    throw new RangeError(`Coins must be a non-negative safe integer, got ${String(hundredths)}`);
  }
  if (!Number.isInteger(percent) || percent < 0 || percent > 1000) {
    throw new RangeError(`Percent must be a whole number from 0 to 1000, got ${String(percent)}`);
  }
  return Math.floor((hundredths * percent) / 100);
}

export function quotePurchase(input: QuoteInput): PurchaseQuote {
  const firstPurchasePercent =
    input.firstPurchaseApplicable && !input.firstPurchaseBonus.isClaimed
      ? input.firstPurchaseBonus.percentage
      : 0;
  const firstPurchaseGc = percentOf(input.gcCoin, firstPurchasePercent);
  const firstPurchaseSc = percentOf(input.scCoin, firstPurchasePercent);
  const afterFirstGc = input.gcCoin + firstPurchaseGc;
  const afterFirstSc = input.scCoin + firstPurchaseSc;
  const vipBoostGc = percentOf(afterFirstGc, input.vipBoostPercent);
  const vipBoostSc = percentOf(afterFirstSc, input.vipBoostPercent);
  return {
    baseGc: input.gcCoin,
    baseSc: input.scCoin,
    firstPurchasePercent,
    firstPurchaseGc,
    firstPurchaseSc,
    vipBoostPercent: input.vipBoostPercent,
    vipBoostGc,
    vipBoostSc,
    totalGc: afterFirstGc + vipBoostGc,
    totalSc: afterFirstSc + vipBoostSc,
  };
}
