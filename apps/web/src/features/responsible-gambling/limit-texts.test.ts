import { describe, expect, it } from 'vitest';
import { keyOf, limitTitle, limitValueText, pendingText } from './limit-texts';

describe('limit texts', () => {
  it('names each limit with its period and coin', () => {
    expect(limitTitle({ kind: 'purchase', coinType: null, period: 'daily' })).toBe(
      'Daily purchase limit',
    );
    expect(limitTitle({ kind: 'loss', coinType: 'SC', period: 'weekly' })).toBe(
      'Weekly (last 7 days) SC net loss limit',
    );
    expect(limitTitle({ kind: 'session', coinType: null, period: null })).toBe(
      'Session time limit',
    );
  });

  it('shows values in dollars, coins or minutes and the waiting change', () => {
    expect(limitValueText({ kind: 'purchase', coinType: null }, 1234.5)).toBe('$1,234.50');
    expect(limitValueText({ kind: 'wager', coinType: 'GC' }, 1000)).toBe('1,000.00 GC');
    expect(limitValueText({ kind: 'session', coinType: null }, 1)).toBe('1 minute');
    const limit = {
      kind: 'purchase' as const,
      coinType: null,
      period: 'daily' as const,
      value: 50,
      pending: { value: null, effectiveAt: '2026-11-26T04:20:00Z' },
    };
    expect(pendingText(limit)).toMatch(/^Will be removed on Nov 2[56]/);
    expect(pendingText({ ...limit, pending: { ...limit.pending, value: 80 } })).toMatch(
      /^Goes up to \$80\.00 on /,
    );
    expect(keyOf(limit)).toEqual({ kind: 'purchase', period: 'daily' });
  });
});
