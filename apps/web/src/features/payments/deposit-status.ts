import { PAYMENT_PROVIDERS, PAYMENT_STATUS } from '@app/contracts/payments';
import { ApiError } from '../../lib/api-client';
import type { PaymentStatusAnswer } from './api/get-payment-status';
import { paymentErrorMessage } from './payment-errors';
import {
  PENDING_NOTICE,
  PURCHASE_SUCCESS_STATE,
  errorNotice,
  failureNotice,
  type PaymentNotice,
  type PurchaseThankYouState,
} from './payment-outcome';

/**
 * /user/store/deposit-status: where the providers send the player back. The
 * page asks the server (GET /payment/status) what became of the payment and
 * never believes a status written in the address.
 */

/** Every 2 s for about 2 minutes. */
export const STATUS_POLL_INTERVAL_MS = 2_000;
export const STATUS_POLL_MAX_ATTEMPTS = 60;

export interface DepositStatusQuery {
  /** The purchase to look up; null asks for the player's latest purchase. */
  readonly referenceId: string | null;
  /** 'fiat' when the fiat widget sent the player here. */
  readonly providerType: string | null;
}

const REFERENCE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The page's query: referenceId and providerType only (a `status` parameter is ignored). */
export function readDepositStatusQuery(search: URLSearchParams): DepositStatusQuery {
  const referenceId = search.get('referenceId')?.trim() ?? '';
  const providerType = search.get('providerType')?.trim() ?? '';
  return {
    referenceId: REFERENCE_ID.test(referenceId) ? referenceId : null,
    providerType: providerType ? providerType : null,
  };
}

export const isFiatReturn = (query: DepositStatusQuery): boolean =>
  query.providerType?.toLowerCase() === PAYMENT_PROVIDERS.FIAT;

export type DepositStatusView =
  | { readonly kind: 'signIn' }
  | { readonly kind: 'checking' }
  /** The provider has the payment and has not settled it: SPEC's PENDING status, still asked. */
  | { readonly kind: 'pending'; readonly notice: PaymentNotice }
  | {
      readonly kind: 'success';
      readonly referenceId: string;
      /** USD paid, for the ad pixel's purchase conversion. */
      readonly amount: number;
      readonly thankYou: PurchaseThankYouState;
    }
  | { readonly kind: 'notice'; readonly notice: PaymentNotice };

export interface DepositStatusInput {
  readonly signedIn: boolean;
  /** The latest answer of GET /payment/status, if any. */
  readonly status: PaymentStatusAnswer | undefined;
  /** The latest failure of the call, if the last attempt failed. */
  readonly error: unknown;
  /** Calls made so far (answers plus failures). */
  readonly attempts: number;
}

/** A failure worth asking again about: no answer, rate limit or a server-side failure. */
function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || error.status === 429 || error.status >= 500;
}

/** What the page shows for the status it has seen so far. */
export function decideDepositStatus(input: DepositStatusInput): DepositStatusView {
  if (!input.signedIn) return { kind: 'signIn' };
  const { status, error, attempts } = input;
  if (!error && status?.status === PAYMENT_STATUS.SUCCESS) {
    return {
      kind: 'success',
      referenceId: status.referenceId,
      amount: status.amount,
      thankYou: PURCHASE_SUCCESS_STATE,
    };
  }
  if (!error && status?.status === PAYMENT_STATUS.FAILED) {
    return { kind: 'notice', notice: failureNotice(status.message) };
  }
  const outOfAttempts = attempts >= STATUS_POLL_MAX_ATTEMPTS;
  if (!error && status?.purchaseStatus === 'pending') {
    return outOfAttempts
      ? { kind: 'notice', notice: PENDING_NOTICE }
      : { kind: 'pending', notice: PENDING_NOTICE };
  }
  if (error && (!isRetryable(error) || outOfAttempts)) {
    const message = paymentErrorMessage(error);
    return message === null
      ? { kind: 'checking' }
      : { kind: 'notice', notice: errorNotice(message) };
  }
  if (outOfAttempts) return { kind: 'notice', notice: PENDING_NOTICE };
  return { kind: 'checking' };
}

/** Whether to ask the server again in STATUS_POLL_INTERVAL_MS: until the payment settles. */
export function shouldPollAgain(input: DepositStatusInput): boolean {
  if (!input.signedIn || input.attempts >= STATUS_POLL_MAX_ATTEMPTS) return false;
  const { kind } = decideDepositStatus(input);
  return kind === 'checking' || kind === 'pending';
}
