import { ERRORS } from '@app/contracts/error-codes';
import { ApiError } from '../../lib/api-client';

/**
 * SPEC §8 'Redeem': what a refused redeem request shows, in one place.
 * Codes 2220–2223 are the redemption module's own (decision 030).
 */
export const REDEEM_KYC_REQUIRED_CODE = ERRORS.RedeemKycRequired.code;
export const REDEEM_SSN_REQUIRED_CODE = ERRORS.RedeemSsnRequired.code;

/** Codes whose SPEC text is shown as it is, whatever the server wrote. */
export const REDEEM_ERROR_TEXTS: Readonly<Record<number, string>> = {
  [ERRORS.RedeemRequiresPurchase.code]: ERRORS.RedeemRequiresPurchase.message, // 3075
  [ERRORS.RedeemPending.code]: ERRORS.RedeemPending.message, // 3076
  [ERRORS.RedeemPaymentsProcessing.code]: ERRORS.RedeemPaymentsProcessing.message, // 3077
  [ERRORS.Restricted.code]: ERRORS.Restricted.message, // 3079
  [ERRORS.WithdrawRequestExists.code]: ERRORS.WithdrawRequestExists.message, // 3093
  // A chargeback's debt is still owed (decision 055): the player is told why and whom to ask.
  [ERRORS.ChargebackDebtOpen.code]: ERRORS.ChargebackDebtOpen.message, // 2360
};

export const IN_PROGRESS_TITLE = 'In Progress';

export type RedeemFailure =
  /** Nothing more to show: the transport rules toasted or the session ended. */
  | { readonly kind: 'none' }
  /** The KYC flow opens (2220). */
  | { readonly kind: 'kyc' }
  /** The SSN (W-9) form opens (2221). */
  | { readonly kind: 'ssn' }
  /** A SPEC text in a modal; 3075 offers the store. */
  | { readonly kind: 'message'; readonly text: string; readonly toStore: boolean }
  /** The 'In Progress' modal, with the description for 3086 only. */
  | { readonly kind: 'inProgress'; readonly text?: string }
  /** A request field the server refused (validation 1000), shown under the field. */
  | { readonly kind: 'field'; readonly field: string; readonly text: string };

const SESSION_ENDING_CODES: readonly number[] = [
  ERRORS.SessionExpired.code,
  ERRORS.AccountDisabled.code,
];

const FORM_FIELDS: readonly string[] = [
  'providerType',
  'amount',
  'cardHolderName',
  'accountNumber',
  'routingNumber',
];

export function redeemFailure(error: unknown): RedeemFailure {
  if (!(error instanceof ApiError)) return { kind: 'inProgress' };
  // No answer or a gateway timeout: the transport rules toasted already.
  if (error.status === 0 || error.status === 504) return { kind: 'none' };
  if (error.status === 401 || SESSION_ENDING_CODES.some((code) => error.hasCode(code))) {
    return { kind: 'none' };
  }
  const first = error.errors[0];
  if (!first) return { kind: 'inProgress' };
  if (error.hasCode(REDEEM_KYC_REQUIRED_CODE)) return { kind: 'kyc' };
  if (error.hasCode(REDEEM_SSN_REQUIRED_CODE)) return { kind: 'ssn' };
  const text = REDEEM_ERROR_TEXTS[first.errorCode];
  if (text !== undefined) {
    return {
      kind: 'message',
      text,
      toStore: first.errorCode === ERRORS.RedeemRequiresPurchase.code,
    };
  }
  // 2222: SPEC §8's daily-limit text with the player's figures, as the server wrote it; 3113:
  // the state or location where redemption is not offered, named by the server (decision 050).
  if (
    error.hasCode(ERRORS.RedeemDailyLimit.code) ||
    error.hasCode(ERRORS.RedeemRestrictedJurisdiction.code)
  ) {
    return { kind: 'message', text: first.description.trim(), toStore: false };
  }
  if (first.errorCode === ERRORS.PaymentInProgress.code) {
    const description = first.description.trim();
    return description ? { kind: 'inProgress', text: description } : { kind: 'inProgress' };
  }
  const field = (first as { field?: string }).field;
  if (first.errorCode === ERRORS.ValidationError.code && field && FORM_FIELDS.includes(field)) {
    return { kind: 'field', field, text: first.description };
  }
  return { kind: 'inProgress' };
}

/**
 * A redeem answer that is not an accepted request (SPEC §8: 'A non-success
 * redeem answer' carries the daily-limit message): its message in a modal,
 * or the 'In Progress' modal when it has none. Null for an accepted request.
 */
export function redeemAnswerFailure(
  answer: unknown,
): Extract<RedeemFailure, { kind: 'message' | 'inProgress' }> | null {
  const body = (typeof answer === 'object' && answer !== null ? answer : {}) as {
    status?: unknown;
    success?: unknown;
    message?: unknown;
  };
  if (body.status === 'REDEEM_PROCESSING' && body.success !== false) return null;
  const message = typeof body.message === 'string' ? body.message.trim() : '';
  return message ? { kind: 'message', text: message, toStore: false } : { kind: 'inProgress' };
}
