import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import type { PaymentStatusAnswer } from './api/get-payment-status';
import {
  STATUS_POLL_INTERVAL_MS,
  STATUS_POLL_MAX_ATTEMPTS,
  decideDepositStatus,
  isFiatReturn,
  readDepositStatusQuery,
  shouldPollAgain,
  type DepositStatusInput,
} from './deposit-status';
import { PENDING_NOTICE, PURCHASE_SUCCESS_STATE } from './payment-outcome';

const answer = (
  status: PaymentStatusAnswer['status'],
  extra: Partial<PaymentStatusAnswer> = {},
): PaymentStatusAnswer => ({
  status,
  purchaseStatus: status === 'SUCCESS' ? 'succeeded' : status === 'FAILED' ? 'failed' : 'pending',
  referenceId: 'ref_1',
  providerType: 'ippay',
  amount: 19.99,
  gcCoin: 10_000,
  scCoin: 20,
  message: null,
  ...extra,
});

const input = (overrides: Partial<DepositStatusInput>): DepositStatusInput => ({
  signedIn: true,
  status: undefined,
  error: null,
  attempts: 1,
  ...overrides,
});

describe('readDepositStatusQuery', () => {
  it('reads referenceId and providerType and ignores any status in the address', () => {
    const query = readDepositStatusQuery(
      new URLSearchParams('providerType=fiat&referenceId=ref_abc-1&status=SUCCESS'),
    );
    expect(query).toEqual({ referenceId: 'ref_abc-1', providerType: 'fiat' });
    expect(isFiatReturn(query)).toBe(true);
  });

  it('drops a reference that cannot be one (asks for the latest purchase instead)', () => {
    expect(readDepositStatusQuery(new URLSearchParams('referenceId=../../x')).referenceId).toBe(
      null,
    );
    expect(readDepositStatusQuery(new URLSearchParams('')).referenceId).toBe(null);
  });
});

describe('decideDepositStatus', () => {
  it('asks a signed-out visitor to log in before anything is looked up', () => {
    expect(decideDepositStatus(input({ signedIn: false, status: answer('SUCCESS') }))).toEqual({
      kind: 'signIn',
    });
  });

  it('checks until the first answer arrives', () => {
    expect(decideDepositStatus(input({ attempts: 0 }))).toEqual({ kind: 'checking' });
  });

  it('leads a SUCCESS to the thank-you page with the amount for the purchase conversion', () => {
    expect(decideDepositStatus(input({ status: answer('SUCCESS') }))).toEqual({
      kind: 'success',
      referenceId: 'ref_1',
      amount: 19.99,
      thankYou: PURCHASE_SUCCESS_STATE,
    });
  });

  it("shows 'Payment Failed' with the server's reason for FAILED", () => {
    const view = decideDepositStatus(input({ status: answer('FAILED', { message: 'Declined' }) }));
    expect(view).toMatchObject({
      kind: 'notice',
      notice: { type: 'FAILURE', title: 'Payment Failed', subtitle: 'Declined' },
    });
  });

  it("shows SPEC's PENDING status while the provider has not settled, and keeps asking", () => {
    expect(STATUS_POLL_INTERVAL_MS * STATUS_POLL_MAX_ATTEMPTS).toBe(120_000);
    const pending = input({ status: answer('PENDING'), attempts: 1 });
    expect(decideDepositStatus(pending)).toEqual({ kind: 'pending', notice: PENDING_NOTICE });
    expect(PENDING_NOTICE).toMatchObject({
      type: 'PENDING',
      title: 'Payment is currently being processed',
      text: 'Please Allow 2-3 business days for payment processing.',
    });
    expect(shouldPollAgain(pending)).toBe(true);
    // The settlement arrives on a later answer: the final status replaces the pending one.
    expect(
      decideDepositStatus({ ...pending, status: answer('SUCCESS'), attempts: 5 }),
    ).toMatchObject({ kind: 'success' });
  });

  it('stops asking about a PENDING payment after ~2 minutes and leaves its status up', () => {
    const done = input({ status: answer('PENDING'), attempts: STATUS_POLL_MAX_ATTEMPTS });
    expect(decideDepositStatus(done)).toEqual({ kind: 'notice', notice: PENDING_NOTICE });
    expect(shouldPollAgain(done)).toBe(false);
  });

  it('keeps checking a purchase its provider has not received yet (created)', () => {
    const created = input({ status: answer('PENDING', { purchaseStatus: 'created' }) });
    expect(decideDepositStatus(created)).toEqual({ kind: 'checking' });
    expect(shouldPollAgain(created)).toBe(true);
  });

  it('keeps asking through network failures and says the payment is in progress at the end', () => {
    const error = new ApiError(0, [], 'Network error');
    expect(decideDepositStatus(input({ error, attempts: 3 }))).toEqual({ kind: 'checking' });
    expect(shouldPollAgain(input({ error, attempts: 3 }))).toBe(true);
    expect(decideDepositStatus(input({ error, attempts: STATUS_POLL_MAX_ATTEMPTS }))).toMatchObject(
      {
        kind: 'notice',
        notice: {
          type: 'ERROR',
          text: "Payment is still in progress. You'll be notified once payment is in your wallet.",
        },
      },
    );
  });

  it('stops at once on a refusal (an unknown reference) with the generic error', () => {
    const error = new ApiError(404, [{ errorCode: 1004, name: 'NotFound', description: 'x' }]);
    const view = decideDepositStatus(input({ error, status: answer('PENDING') }));
    expect(view).toMatchObject({
      kind: 'notice',
      notice: { type: 'ERROR', text: 'Something Went Wrong ! Please Contact our support team.' },
    });
    expect(shouldPollAgain(input({ error }))).toBe(false);
  });

  it('believes the latest call: a failure after an earlier SUCCESS answer is not a success', () => {
    const error = new ApiError(0, [], 'Network error');
    expect(decideDepositStatus(input({ error, status: answer('SUCCESS') }))).toEqual({
      kind: 'checking',
    });
  });
});
