import { describe, expect, it } from 'vitest';
import { formatCoins, formatUsd } from './format';

describe('amount formats', () => {
  it('shows hundredths as coins with two decimals and a sign for debits', () => {
    expect(formatCoins(123456)).toBe('1,234.56');
    expect(formatCoins(-1000)).toBe('-10.00');
    expect(formatCoins(0)).toBe('0.00');
  });
  it('shows cents as dollars', () => {
    expect(formatUsd(1999)).toBe('$19.99');
  });
});
