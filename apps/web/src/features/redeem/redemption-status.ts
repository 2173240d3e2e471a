import {
  CANCELLABLE_REDEMPTION_STATUSES,
  PAYOUT_EXPECTED_TIME,
  REDEMPTION_STATUSES,
  REDEMPTION_STATUS_LABELS,
  type TRedemption,
  type TRedemptionStatus,
  type TRedemptionStatusEvent,
} from '@app/contracts/redemptions';
import { w9ItemsText, type TW9Item } from '@app/contracts/tax';
import { formatCoins } from '../../lib/coins';

/** The label of a redemption state; a state this app does not know is shown as it came. */
export function redemptionStatusLabel(status: string): string {
  return isRedemptionStatus(status) ? REDEMPTION_STATUS_LABELS[status] : status;
}

export const isRedemptionStatus = (value: unknown): value is TRedemptionStatus =>
  (REDEMPTION_STATUSES as readonly unknown[]).includes(value);

export const isCancellable = (redemption: Pick<TRedemption, 'status'>): boolean =>
  CANCELLABLE_REDEMPTION_STATUSES.includes(redemption.status);

/** The tone of a state: paid is good news, rejected or returned bad, the rest on its way. */
export function redemptionTone(status: TRedemptionStatus): 'success' | 'error' | 'info' {
  if (status === 'PAID') return 'success';
  if (status === 'REJECTED' || status === 'RETURNED') return 'error';
  return 'info';
}

/** A USER_TRANSACTION_STATUS payload that reports a redemption's new state, or null. */
export function readRedemptionStatusEvent(payload: unknown): TRedemptionStatusEvent | null {
  if (typeof payload !== 'object' || payload === null || !('data' in payload)) return null;
  const data = payload.data as Partial<TRedemptionStatusEvent> | null;
  if (typeof data !== 'object' || data === null || data.kind !== 'redemption') return null;
  if (typeof data.redeemRequestId !== 'number' || !isRedemptionStatus(data.status)) return null;
  return {
    kind: 'redemption',
    redeemRequestId: data.redeemRequestId,
    status: data.status,
    amount: typeof data.amount === 'string' ? data.amount : String(data.amount ?? ''),
  };
}

/** 'your bank ending 6789', or 'your bank' before the account is known. */
const bankOf = (last4: string | null) => (last4 ? `your bank ending ${last4}` : 'your bank');

/**
 * What a request's state means and what comes next, in plain words with the expected time
 * (decision 057): 'Approved — paid to your bank ending 6789, usually within 1 business day'.
 */
export function redemptionNextStep(
  redemption: Pick<
    TRedemption,
    'status' | 'accountLast4' | 'awaitingBankDetails' | 'w9Missing' | 'question' | 'updatedAt'
  >,
): string {
  const bank = bankOf(redemption.accountLast4);
  switch (redemption.status) {
    case 'PENDING':
      if (redemption.awaitingBankDetails)
        return 'Waiting for your bank details — enter the account to be paid to, and we take it from there.';
      if (redemption.w9Missing.length > 0)
        return 'On hold — we need your W-9 information before this can be paid.';
      return 'In review — our team checks it, usually within 24 hours; we email you when it is decided.';
    case 'INFO_REQUESTED':
      return 'We need more information — answer the question below and your request goes back to our team.';
    case 'APPROVED':
      return redemption.awaitingBankDetails
        ? 'Approved — enter your bank details and it is paid, usually within 1 business day.'
        : `Approved — paid to ${bank}, ${PAYOUT_EXPECTED_TIME}.`;
    case 'PROCESSING':
      return `Sent to ${bank} — on its way, ${PAYOUT_EXPECTED_TIME}.`;
    case 'PAID':
      return `Paid to ${bank}.`;
    case 'RETURNED':
      return 'Your bank returned the payment — the SC are back in your redeemable balance; check your bank details before you redeem again.';
    case 'REJECTED':
      return 'Not approved — the SC are back in your redeemable balance.';
    case 'CANCELLED':
      return 'Cancelled — the SC are back in your redeemable balance.';
  }
}

/** An amount of an answer ('12.50') for the screen ('12.50'); unreadable ones as they came. */
export function formatRedemptionAmount(amount: string): string {
  const coins = Number(amount);
  return amount.trim() !== '' && Number.isFinite(coins) ? formatCoins(coins) : amount;
}

/** The toast of a live status change: 'Your redemption of 25.00 SC: Paid'. */
export function redemptionStatusMessage(event: TRedemptionStatusEvent): string {
  return `Your redemption of ${formatRedemptionAmount(event.amount)} SC: ${REDEMPTION_STATUS_LABELS[event.status]}`;
}

/**
 * What a redemption held for the W-9 tells the player (decision 051), or null when nothing is
 * missing: 'Before we can pay this redemption, we need your W-9 information for tax reporting:
 * your SSN.' The legal name and address are the profile's.
 */
export function w9Notice(missing: readonly TW9Item[]): string | null {
  if (missing.length === 0) return null;
  const profile = missing.includes('legalName') || missing.includes('address');
  return (
    `Before we can pay this redemption, we need your W-9 information for tax reporting: your ${w9ItemsText(missing)}.` +
    (profile ? ' Add your legal name and address in your profile.' : '')
  );
}
