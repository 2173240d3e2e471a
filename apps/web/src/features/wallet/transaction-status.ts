import { TRANSACTION_STATUS } from '@app/contracts/constants';

/** SPEC §8 Payment status texts used by the transaction-status modal. */
export const PAYMENT_STATUS_TEXTS = {
  SUCCESS: { title: 'Payment Successful', message: 'You wallet has been updated.' },
  FAILED: { title: 'Payment Failed', message: 'Please try again' },
} as const;

export interface TransactionStatusView {
  readonly success: boolean;
  readonly title: string;
  readonly message: string;
}

const SUCCESS_VIEW: TransactionStatusView = { success: true, ...PAYMENT_STATUS_TEXTS.SUCCESS };

const failedView = (reason?: string): TransactionStatusView => ({
  success: false,
  title: PAYMENT_STATUS_TEXTS.FAILED.title,
  message: reason?.trim() ? reason.trim() : PAYMENT_STATUS_TEXTS.FAILED.message,
});

/** 'True'/'False' strings count as the booleans they spell (SPEC §4 status values). */
function readSuccess(value: unknown): boolean | null {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string' && /^(true|false)$/i.test(value)) {
    return value.toLowerCase() === 'true';
  }
  return null;
}

/**
 * USER_TRANSACTION_STATUS (SPEC §4 Wallet live events): status 1 opens the
 * success modal, 2 the failed one, otherwise the object's success and
 * reasonText decide. Anything else is not a status and shows nothing.
 */
export function readTransactionStatus(payload: unknown): TransactionStatusView | null {
  if (typeof payload !== 'object' || payload === null || !('data' in payload)) return null;
  const data: unknown = payload.data;
  if (data === TRANSACTION_STATUS.SUCCESS) return SUCCESS_VIEW;
  if (data === TRANSACTION_STATUS.FAILED) return failedView();
  if (typeof data !== 'object' || data === null) return null;
  // A redemption's state change (data.kind 'redemption') is the redeem feature's, not a purchase's.
  if ((data as { kind?: unknown }).kind === 'redemption') return null;
  const { success, reasonText } = data as { success?: unknown; reasonText?: unknown };
  const succeeded = readSuccess(success);
  if (succeeded === null) return null;
  if (succeeded) return SUCCESS_VIEW;
  return failedView(typeof reasonText === 'string' ? reasonText : undefined);
}
