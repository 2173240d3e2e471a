import { describe, expect, it } from 'vitest';
import { ZAdjustmentForm, ZAdjustmentRequest } from './adjustments';

const base = { account: 'GC', direction: 'credit', reason: 'GOODWILL', comment: ' Sorry ' };

describe('adjustment request', () => {
  it('takes whole hundredths above zero up to 1,000,000.00 and trims the comment', () => {
    expect(ZAdjustmentRequest.parse({ ...base, amount: 1 })).toMatchObject({
      amount: 1,
      comment: 'Sorry',
    });
    expect(ZAdjustmentRequest.parse({ ...base, amount: 100_000_000 }).amount).toBe(100_000_000);
    for (const amount of [0, -1, 1.5, 100_000_001, '5'])
      expect(ZAdjustmentRequest.safeParse({ ...base, amount }).success).toBe(false);
  });

  it('needs a comment of at most 500 characters and a listed reason', () => {
    expect(ZAdjustmentRequest.safeParse({ ...base, amount: 1, comment: '  ' }).success).toBe(false);
    expect(
      ZAdjustmentRequest.safeParse({ ...base, amount: 1, comment: 'x'.repeat(501) }).success,
    ).toBe(false);
    expect(ZAdjustmentRequest.safeParse({ ...base, amount: 1, reason: 'BIRTHDAY' }).success).toBe(
      false,
    );
  });
});

describe('adjustment form', () => {
  it('reads coins typed as text into hundredths', () => {
    expect(ZAdjustmentForm.parse({ ...base, amount: '12.50' }).amount).toBe(1250);
    expect(ZAdjustmentForm.parse({ ...base, amount: '1,000' }).amount).toBe(100_000);
  });

  it('refuses what is not an amount, zero, negatives and more than two decimals', () => {
    for (const amount of ['', 'abc', '0', '-5', '1.234', '1000000.01']) {
      const result = ZAdjustmentForm.safeParse({ ...base, amount });
      expect([amount, result.success]).toEqual([amount, false]);
    }
  });
});
