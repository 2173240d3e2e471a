import { describe, expect, it } from 'vitest';
import { coinsToHundredths, formatCoins } from './coins';

describe('coin amounts of the API', () => {
  it('shows two decimals with thousands separators', () => {
    expect(formatCoins(50000)).toBe('50,000.00');
    expect(formatCoins(0.3)).toBe('0.30');
    expect(formatCoins(1234567.89)).toBe('1,234,567.89');
    expect(formatCoins(-12.5)).toBe('-12.50');
  });

  it('shows a dash for a missing or malformed amount instead of guessing', () => {
    expect(formatCoins(undefined)).toBe('—');
    expect(formatCoins(null)).toBe('—');
    expect(formatCoins(0.001)).toBe('—');
    expect(formatCoins(Number.NaN)).toBe('—');
  });

  it('reads decimals into hundredths without float arithmetic', () => {
    expect(coinsToHundredths(0.1)).toBe(10);
    expect(coinsToHundredths(60000.3)).toBe(6000030);
  });
});
