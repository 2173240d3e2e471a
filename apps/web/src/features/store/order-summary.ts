import { formatAmount, formatUsd, fromDecimal } from '@app/contracts/money';
import type { TPackage } from '@app/contracts/packages';
import { quotePurchase, type PurchaseQuote } from '@app/contracts/purchase-quote';
import type { FirstPurchaseBonus, VipTierDetail } from '../../lib/user';

/** What the order summary needs of the player (SPEC §3 User). */
export interface OrderSummaryViewer {
  readonly firstPurchaseBonus?: FirstPurchaseBonus | null;
  readonly vipTierDetail?: Pick<VipTierDetail, 'currentTier'> | null;
}

export type OrderSummaryLineId =
  'price' | 'gc' | 'sc' | 'firstPurchase' | 'vipBoost' | 'totalGc' | 'totalSc';

/** One line of the order summary: a label, an optional note ('+50%') and its amounts. */
export interface OrderSummaryLine {
  readonly id: OrderSummaryLineId;
  readonly label: string;
  readonly note?: string;
  /** Formatted amounts, e.g. ['$9.99'] or ['+125,000.00 GC', '+12.50 SC']. */
  readonly values: readonly string[];
}

export interface OrderSummary {
  /** The package price in cents. */
  readonly priceCents: number;
  /** The coins the purchase credits: the server credits with the same function. */
  readonly quote: PurchaseQuote;
  readonly lines: readonly OrderSummaryLine[];
}

/** Labels the browser tests and screen readers find the lines by. */
export const ORDER_SUMMARY_LABELS = {
  price: 'Package price',
  gc: 'Gold Coins',
  sc: 'Free Sweepstakes Coins',
  firstPurchase: 'First purchase bonus',
  vipBoost: 'VIP boost',
  totalGc: 'Total GC',
  totalSc: 'Total SC',
} as const satisfies Record<OrderSummaryLineId, string>;

const gc = (hundredths: number, sign = '') => `${sign}${formatAmount(hundredths)} GC`;
const sc = (hundredths: number, sign = '') => `${sign}${formatAmount(hundredths)} SC`;

/**
 * SPEC §2 order summary and §4 'Order summary bonus math' for a package and
 * the player: price, base coins, the first-purchase bonus (when it applies),
 * the VIP tier boost (when the tier gives one) and the totals, all from
 * quotePurchase on integer hundredths. Throws a RangeError for amounts or
 * percents quotePurchase refuses (the server would refuse them too).
 */
export function orderSummary(pkg: TPackage, viewer: OrderSummaryViewer): OrderSummary {
  const tier = viewer.vipTierDetail?.currentTier ?? null;
  const quote = quotePurchase({
    gcCoin: fromDecimal(pkg.gcCoin),
    scCoin: fromDecimal(pkg.scCoin),
    firstPurchaseApplicable: pkg.firstPurchaseApplicable,
    // Unknown means no bonus: never promise coins the server may not credit.
    firstPurchaseBonus: viewer.firstPurchaseBonus ?? { isClaimed: true, percentage: 0 },
    vipBoostPercent: tier?.boost ?? 0,
  });
  const priceCents = fromDecimal(pkg.amount);
  const lines: OrderSummaryLine[] = [
    { id: 'price', label: ORDER_SUMMARY_LABELS.price, values: [formatUsd(priceCents)] },
    { id: 'gc', label: ORDER_SUMMARY_LABELS.gc, values: [gc(quote.baseGc)] },
    { id: 'sc', label: ORDER_SUMMARY_LABELS.sc, values: [sc(quote.baseSc)] },
  ];
  if (quote.firstPurchasePercent > 0) {
    lines.push({
      id: 'firstPurchase',
      label: ORDER_SUMMARY_LABELS.firstPurchase,
      note: `+${quote.firstPurchasePercent}%`,
      values: [gc(quote.firstPurchaseGc, '+'), sc(quote.firstPurchaseSc, '+')],
    });
  }
  if (tier && quote.vipBoostPercent > 0) {
    lines.push({
      id: 'vipBoost',
      label: ORDER_SUMMARY_LABELS.vipBoost,
      note: `${tier.name} +${quote.vipBoostPercent}%`,
      values: [gc(quote.vipBoostGc, '+'), sc(quote.vipBoostSc, '+')],
    });
  }
  lines.push(
    { id: 'totalGc', label: ORDER_SUMMARY_LABELS.totalGc, values: [gc(quote.totalGc)] },
    { id: 'totalSc', label: ORDER_SUMMARY_LABELS.totalSc, values: [sc(quote.totalSc)] },
  );
  return { priceCents, quote, lines };
}
