import { describe, expect, it } from 'vitest';
import {
  PENDING_NOTICE,
  PURCHASE_SUCCESS_STATE,
  chargeOutcome,
  failureNotice,
} from './payment-outcome';

const charge = { success: true, referenceId: 'ref_1', message: '' };

describe('chargeOutcome', () => {
  it('leads a SUCCESS to the thank-you page', () => {
    expect(chargeOutcome({ ...charge, status: 'SUCCESS' })).toEqual({
      kind: 'success',
      referenceId: 'ref_1',
    });
  });

  it('shows the processing modal for PENDING', () => {
    expect(chargeOutcome({ ...charge, status: 'PENDING' })).toEqual({
      kind: 'notice',
      notice: PENDING_NOTICE,
    });
    expect(PENDING_NOTICE.title).toBe('Payment is currently being processed');
    expect(PENDING_NOTICE.text).toBe('Please Allow 2-3 business days for payment processing.');
  });

  it("shows 'Payment Failed' with the reason and the refund note for FAILED", () => {
    expect(
      chargeOutcome({ ...charge, success: false, status: 'FAILED', message: 'Card declined' }),
    ).toEqual({
      kind: 'notice',
      notice: {
        type: 'FAILURE',
        title: 'Payment Failed',
        subtitle: 'Card declined',
        text: 'Your Payment has been failed, if any amount got deducted, will be refunded in 2-3 business days',
      },
    });
  });
});

describe('failureNotice', () => {
  it("says 'Please try again' when the provider gave no reason", () => {
    expect(failureNotice(null).subtitle).toBe('Please try again');
    expect(failureNotice('  ').subtitle).toBe('Please try again');
  });
});

describe('PURCHASE_SUCCESS_STATE', () => {
  it('carries the SPEC texts of the thank-you modal', () => {
    expect(PURCHASE_SUCCESS_STATE).toEqual({
      title: 'Payment Successful',
      textTitle: 'You wallet has been updated.',
      textContent:
        'Your Payment has been successfull, Please allow 1-2 minutes for your funds to appear!',
      buttonLabel: 'Continue',
    });
  });
});
