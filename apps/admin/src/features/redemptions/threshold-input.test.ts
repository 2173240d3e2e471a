import { describe, expect, it } from 'vitest';
import { readThreshold } from './threshold-input';

describe('readThreshold', () => {
  it('reads dollars into cents, with or without $ and thousands separators', () => {
    expect(readThreshold('500')).toEqual({ ok: true, settings: { approvalThreshold: 50_000 } });
    expect(readThreshold(' $1,500.50 ')).toEqual({
      ok: true,
      settings: { approvalThreshold: 150_050 },
    });
    expect(readThreshold('0')).toEqual({ ok: true, settings: { approvalThreshold: 0 } });
  });

  it('refuses what is not an amount, a negative or one beyond the limit', () => {
    expect(readThreshold('abc')).toEqual({
      ok: false,
      error: 'Enter an amount in dollars with at most two decimals',
    });
    expect(readThreshold('1.234').ok).toBe(false);
    expect(readThreshold('-5')).toEqual({ ok: false, error: 'The threshold cannot be negative' });
    expect(readThreshold('1000000.01')).toEqual({
      ok: false,
      error: 'The threshold is too large',
    });
  });
});
