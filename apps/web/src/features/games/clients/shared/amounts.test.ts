import { describe, expect, it } from 'vitest';
import { decimalOf, formatCoinAmount, formatMultiplier, hundredthsOf, payoutAt } from './amounts';

describe('game amounts', () => {
  it('writes multipliers with up to four decimals and no trailing zeros', () => {
    expect(formatMultiplier(19_797, 10_000)).toBe('1.9797x');
    expect(formatMultiplier(2, 1)).toBe('2x');
    expect(formatMultiplier(560, 100)).toBe('5.6x');
    expect(formatMultiplier(0, 1)).toBe('0x');
    expect(formatMultiplier(100_000, 100)).toBe('1,000x');
  });

  it('converts between the API decimals and hundredths exactly', () => {
    expect(hundredthsOf(1.5)).toBe(150);
    expect(hundredthsOf(0.1)).toBe(10);
    expect(decimalOf(30)).toBe(0.3);
    expect(formatCoinAmount(25_000_000, 'GC')).toBe('250,000.00 GC');
  });

  it('floors a payout to the hundredth as the server does', () => {
    expect(payoutAt(100, 19_797, 10_000)).toBe(197);
    expect(payoutAt(10, 5, 2)).toBe(25);
  });
});
