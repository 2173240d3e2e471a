import { ERRORS } from '@app/contracts/error-codes';
import { PAYMENT_MESSAGES } from '@app/contracts/payments';
import { ApiError } from '../../lib/api-client';

/**
 * SPEC §8 'Payments': what a failed payment call shows, in one place. Every
 * payment flow (hosted card, card form, mobile wallet, bank, fiat) turns its
 * failures into a modal through here.
 */

/** Error codes whose server description is shown as it is (fiat and bank errors of SPEC §8). */
export const DESCRIBED_PAYMENT_ERROR_CODES: readonly number[] = [
  ERRORS.BankPurchaseDisabled.code, // 3078
  ERRORS.PaymentInProgress.code, // 3086
  ERRORS.PaymentDeclined.code, // 3024
  ERRORS.PaymentProviderUnavailable.code, // 3050
  ERRORS.PackageUnavailable.code, // 3087
  ERRORS.DailyPurchaseLimitReached.code, // 3084
  ERRORS.DepositLimitReached.code, // 3088
  // Where the player's state or location does not allow purchases, and which (decision 050).
  ERRORS.PurchaseRestrictedJurisdiction.code, // 3111
  ERRORS.RedeemRestrictedJurisdiction.code, // 3113
];

/** SPEC §8: 'You are restricted for this action.' for 3079, whatever the server wrote. */
export const RESTRICTED_MESSAGE = ERRORS.Restricted.message;

/**
 * A payment step outside our API failed (the provider's card form refused the
 * card, the mobile wallet is missing its set-up) with a message meant for the
 * player.
 */
export class PaymentFlowError extends Error {
  override readonly name = 'PaymentFlowError';
}

/** Codes after which the page reloads (SPEC §8 transport): a modal would flash and vanish. */
const SESSION_ENDING_CODES: readonly number[] = [
  ERRORS.SessionExpired.code,
  ERRORS.AccountDisabled.code,
];

/** The SPEC text for a described code when the server sent an empty description. */
function fallbackFor(code: number): string {
  if (code === ERRORS.BankPurchaseDisabled.code) return ERRORS.BankPurchaseDisabled.message;
  return PAYMENT_MESSAGES.purchaseErrorDefault;
}

/**
 * The message of the error modal for a failed payment call, or null when
 * nothing should be shown because the session is gone (the transport rules
 * already reload the page or send the visitor home).
 *
 * - no answer at all (network failure, timeout): the payment may still go
 *   through, so 'Payment is still in progress…';
 * - 3079: 'You are restricted for this action.';
 * - 3078, 3086, 3024, 3050, 3087, 3084, 3088, 3111, 3113: the server's description;
 * - any other code: the generic 'Something Went Wrong !…';
 * - a provider step refused with its own message (PaymentFlowError): that message;
 * - an answer without a code, or any other failure (a script error, a
 *   provider answer we cannot read): 'Issue detected in Payment…'.
 */
export function paymentErrorMessage(error: unknown): string | null {
  if (error instanceof PaymentFlowError) return error.message || PAYMENT_MESSAGES.otherError;
  if (!(error instanceof ApiError)) return PAYMENT_MESSAGES.otherError;
  if (error.status === 0) return PAYMENT_MESSAGES.networkError;
  if (error.status === 401 || SESSION_ENDING_CODES.some((code) => error.hasCode(code))) {
    return null;
  }
  const first = error.errors[0];
  if (!first) return PAYMENT_MESSAGES.otherError;
  if (error.hasCode(ERRORS.Restricted.code)) return RESTRICTED_MESSAGE;
  if (DESCRIBED_PAYMENT_ERROR_CODES.includes(first.errorCode)) {
    return first.description.trim() || fallbackFor(first.errorCode);
  }
  return PAYMENT_MESSAGES.generic;
}

/** SPEC §8: a limitCheck message shows in an error modal; an empty one gets the default. */
export function limitCheckMessage(limitCheck: { message: string } | null | undefined): string {
  const message = limitCheck?.message.trim();
  return message ? message : PAYMENT_MESSAGES.purchaseErrorDefault;
}
