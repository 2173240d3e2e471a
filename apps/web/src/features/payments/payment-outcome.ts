import {
  PAYMENT_MESSAGES,
  PAYMENT_STATUS,
  PAYMENT_STATUS_TEXTS,
  type TChargeResponse,
} from '@app/contracts/payments';

/**
 * What a payment ends in (SPEC §4 'Payment status modal types': PENDING,
 * FAILURE, ERROR, SUCCESS) and the texts each shows (SPEC §8).
 */

/** Navigation state of /thank-you-purchase after a successful payment (SPEC §2). */
export interface PurchaseThankYouState {
  readonly title: string;
  readonly textTitle: string;
  readonly textContent: string;
  readonly buttonLabel: string;
}

export const PURCHASE_SUCCESS_STATE: PurchaseThankYouState = {
  title: PAYMENT_STATUS_TEXTS.SUCCESS.title,
  textTitle: PAYMENT_STATUS_TEXTS.SUCCESS.text,
  textContent: PAYMENT_MESSAGES.success,
  buttonLabel: 'Continue',
};

/** A modal the payment flows show instead of leaving the store. */
export interface PaymentNotice {
  readonly type: 'PENDING' | 'FAILURE' | 'ERROR';
  readonly title: string;
  /** Highlighted first line (the reason of a failure), optional. */
  readonly subtitle?: string;
  readonly text: string;
}

export const ERROR_TITLE = 'Payment Error';

export function errorNotice(message: string): PaymentNotice {
  return { type: 'ERROR', title: ERROR_TITLE, text: message };
}

export const PENDING_NOTICE: PaymentNotice = {
  type: 'PENDING',
  title: PAYMENT_STATUS_TEXTS.PENDING.title,
  text: PAYMENT_STATUS_TEXTS.PENDING.text,
};

/**
 * 'Payment Failed' with the reason (the provider's message, or 'Please try
 * again') and the refund note of the purchase and fiat failure modal.
 */
export function failureNotice(reason?: string | null): PaymentNotice {
  const trimmed = reason?.trim();
  return {
    type: 'FAILURE',
    title: PAYMENT_STATUS_TEXTS.FAILED.title,
    subtitle: trimmed ? trimmed : PAYMENT_STATUS_TEXTS.FAILED.text,
    text: PAYMENT_MESSAGES.failed,
  };
}

export type PaymentOutcome =
  | { readonly kind: 'success'; readonly referenceId: string }
  | { readonly kind: 'notice'; readonly notice: PaymentNotice };

/** The answer of a call that charges at once (create-instrument, paynote, sale). */
export function chargeOutcome(charge: TChargeResponse['data']): PaymentOutcome {
  if (charge.status === PAYMENT_STATUS.SUCCESS) {
    return { kind: 'success', referenceId: charge.referenceId };
  }
  if (charge.status === PAYMENT_STATUS.PENDING) return { kind: 'notice', notice: PENDING_NOTICE };
  return { kind: 'notice', notice: failureNotice(charge.message) };
}
