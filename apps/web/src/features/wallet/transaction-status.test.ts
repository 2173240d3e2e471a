import { describe, expect, it } from 'vitest';
import { readTransactionStatus } from './transaction-status';

describe('USER_TRANSACTION_STATUS to the status modal (SPEC §4, §8)', () => {
  it('status 1 is the success modal with the SPEC texts', () => {
    expect(readTransactionStatus({ data: 1 })).toEqual({
      success: true,
      title: 'Payment Successful',
      message: 'You wallet has been updated.',
    });
  });

  it("status 2 is the failed modal with 'Please try again'", () => {
    expect(readTransactionStatus({ data: 2 })).toEqual({
      success: false,
      title: 'Payment Failed',
      message: 'Please try again',
    });
  });

  it('an object uses its success flag and reasonText', () => {
    expect(
      readTransactionStatus({ data: { success: false, reasonText: 'Card declined' } }),
    ).toEqual({ success: false, title: 'Payment Failed', message: 'Card declined' });
    expect(readTransactionStatus({ data: { success: false, reasonText: '  ' } })?.message).toBe(
      'Please try again',
    );
    expect(readTransactionStatus({ data: { success: true } })?.title).toBe('Payment Successful');
    expect(readTransactionStatus({ data: { success: 'False' } })?.success).toBe(false);
    expect(readTransactionStatus({ data: { success: 'True' } })?.success).toBe(true);
  });

  it('anything else opens nothing', () => {
    expect(readTransactionStatus({ data: 3 })).toBeNull();
    expect(readTransactionStatus({ data: { reasonText: 'no flag' } })).toBeNull();
    expect(readTransactionStatus(1)).toBeNull();
    expect(readTransactionStatus(null)).toBeNull();
  });

  it("leaves a redemption's state change to the redeem feature, even with a success flag", () => {
    expect(
      readTransactionStatus({
        data: {
          kind: 'redemption',
          redeemRequestId: 3,
          status: 'PAID',
          amount: '5.00',
          success: true,
        },
      }),
    ).toBeNull();
  });
});
