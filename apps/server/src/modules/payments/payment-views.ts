import { toDecimal } from '@app/contracts/money';
import {
  PAYMENT_MESSAGES,
  PAYMENT_STATUS,
  PAYMENT_STATUS_TEXTS,
  toPaymentStatus,
  type TChargeResponse,
  type TPaymentStatusResponse,
} from '@app/contracts/payments';
import { quotePurchase } from '@app/contracts/purchase-quote';
import type { PurchaseRow } from './purchases.repository';

/** The coins a purchase credited, or, before it has, the coins it was quoted. */
function coinsOf(purchase: PurchaseRow) {
  if (purchase.creditedGc !== null && purchase.creditedSc !== null)
    return { gc: purchase.creditedGc, sc: purchase.creditedSc };
  const quote = quotePurchase({
    gcCoin: purchase.baseGc,
    scCoin: purchase.baseSc,
    firstPurchaseApplicable: purchase.firstPurchasePercent > 0,
    firstPurchaseBonus: { isClaimed: false, percentage: purchase.firstPurchasePercent },
    vipBoostPercent: purchase.vipBoostPercent,
  });
  return { gc: quote.totalGc, sc: quote.totalSc };
}

function messageOf(purchase: PurchaseRow): string {
  switch (purchase.status) {
    case 'succeeded':
      return PAYMENT_MESSAGES.success;
    case 'failed':
      return purchase.failureReason ?? PAYMENT_STATUS_TEXTS.FAILED.text;
    case 'refunded':
      return 'This payment has been refunded.';
    case 'charged_back':
      return 'This payment was disputed with your card issuer and its coins were reversed.';
    default:
      return PAYMENT_STATUS_TEXTS.PENDING.text;
  }
}

/** GET /payment/status answer. */
export function paymentStatusView(purchase: PurchaseRow): TPaymentStatusResponse['data'] {
  const coins = coinsOf(purchase);
  return {
    status: toPaymentStatus(purchase.status),
    purchaseStatus: purchase.status,
    referenceId: purchase.referenceId,
    providerType: purchase.provider,
    amount: toDecimal(purchase.amountCents),
    gcCoin: toDecimal(coins.gc),
    scCoin: toDecimal(coins.sc),
    message: messageOf(purchase),
  };
}

/** Answer of a charge that did not fail (a failure answers error 3024 instead). */
export function chargeView(purchase: PurchaseRow): TChargeResponse['data'] {
  const succeeded = purchase.status === 'succeeded';
  return {
    success: true,
    status: succeeded ? PAYMENT_STATUS.SUCCESS : PAYMENT_STATUS.PENDING,
    referenceId: purchase.referenceId,
    message: messageOf(purchase),
  };
}
