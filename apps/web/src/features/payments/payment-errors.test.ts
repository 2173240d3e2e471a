import { describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import { PAYMENT_MESSAGES } from '@app/contracts/payments';
import { ApiError } from '../../lib/api-client';
import {
  DESCRIBED_PAYMENT_ERROR_CODES,
  PaymentFlowError,
  RESTRICTED_MESSAGE,
  limitCheckMessage,
  paymentErrorMessage,
} from './payment-errors';

const answered = (status: number, errorCode: number, description: string) =>
  new ApiError(status, [{ errorCode, name: 'X', description }]);

describe('paymentErrorMessage (SPEC §8 Payments)', () => {
  it("shows 'You are restricted for this action.' for 3079 whatever the description", () => {
    expect(RESTRICTED_MESSAGE).toBe('You are restricted for this action.');
    expect(paymentErrorMessage(answered(403, 3079, 'Forbidden for you'))).toBe(RESTRICTED_MESSAGE);
    expect(paymentErrorMessage(answered(400, 3079, ''))).toBe(RESTRICTED_MESSAGE);
  });

  it('shows the server description for 3078, 3086, 3024, 3050, 3087, 3084, 3088, 3111 and 3113', () => {
    expect([...DESCRIBED_PAYMENT_ERROR_CODES].sort()).toEqual(
      [3024, 3050, 3078, 3084, 3086, 3087, 3088, 3111, 3113].sort(),
    );
    for (const code of DESCRIBED_PAYMENT_ERROR_CODES) {
      expect(paymentErrorMessage(answered(400, code, `description of ${code}`))).toBe(
        `description of ${code}`,
      );
    }
  });

  it('falls back to the SPEC text when a described code comes without a description', () => {
    expect(paymentErrorMessage(answered(403, 3078, ' '))).toBe(
      'Purchase via online banking has been disabled for you. Please contact our support team.',
    );
    expect(paymentErrorMessage(answered(400, 3084, ''))).toBe('Please try after some time');
  });

  it('shows the generic modal text for any other code', () => {
    expect(PAYMENT_MESSAGES.generic).toBe(
      'Something Went Wrong ! Please Contact our support team.',
    );
    expect(paymentErrorMessage(answered(400, 1000, 'amount must be a number'))).toBe(
      PAYMENT_MESSAGES.generic,
    );
    expect(paymentErrorMessage(answered(404, 1004, 'Not found'))).toBe(PAYMENT_MESSAGES.generic);
    expect(paymentErrorMessage(answered(500, 1500, 'boom'))).toBe(PAYMENT_MESSAGES.generic);
  });

  it('says the payment is still in progress when no answer arrived (network, timeout)', () => {
    expect(paymentErrorMessage(new ApiError(0, [], 'Network error'))).toBe(
      "Payment is still in progress. You'll be notified once payment is in your wallet.",
    );
    expect(paymentErrorMessage(new ApiError(0, [], 'Request timeout'))).toBe(
      PAYMENT_MESSAGES.networkError,
    );
  });

  it("reports 'Issue detected in Payment…' for an answer without a code or a non-API failure", () => {
    const issue =
      'Issue detected in Payment. Any deducted amount will be refunded within one to two business days.';
    expect(paymentErrorMessage(new ApiError(502, [], 'Bad Gateway'))).toBe(issue);
    expect(paymentErrorMessage(new TypeError('x is undefined'))).toBe(issue);
    expect(paymentErrorMessage('weird')).toBe(issue);
  });

  it("shows a provider step's own message", () => {
    expect(paymentErrorMessage(new PaymentFlowError('Your card could not be verified.'))).toBe(
      'Your card could not be verified.',
    );
  });

  it('shows nothing when the session ended (the page reloads or signs out)', () => {
    expect(
      paymentErrorMessage(answered(401, ERRORS.Unauthorized.code, 'Please log in')),
    ).toBeNull();
    expect(paymentErrorMessage(answered(401, ERRORS.SessionExpired.code, 'expired'))).toBeNull();
    expect(paymentErrorMessage(answered(403, ERRORS.AccountDisabled.code, 'disabled'))).toBeNull();
  });
});

describe('limitCheckMessage', () => {
  it('shows the limit message, or the purchase default when it is empty', () => {
    expect(limitCheckMessage({ message: 'Daily limit of $500 reached' })).toBe(
      'Daily limit of $500 reached',
    );
    expect(limitCheckMessage({ message: '' })).toBe('Please try after some time');
    expect(limitCheckMessage(null)).toBe('Please try after some time');
  });
});
