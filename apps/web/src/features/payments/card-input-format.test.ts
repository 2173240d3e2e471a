import { describe, expect, it } from 'vitest';
import { formatCardExpiry, formatCardNumberInput, formatExpiryInput } from './card-input-format';

describe('formatCardNumberInput', () => {
  it('groups digits by four and drops everything else', () => {
    expect(formatCardNumberInput('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumberInput('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumberInput('abc')).toBe('');
  });

  it('groups American Express as 4-6-5 and stops at 19 digits', () => {
    expect(formatCardNumberInput('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumberInput('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});

describe('formatExpiryInput', () => {
  it('puts the slash in after the month', () => {
    expect(formatExpiryInput('1')).toBe('1');
    expect(formatExpiryInput('12')).toBe('12');
    expect(formatExpiryInput('122')).toBe('12/2');
    expect(formatExpiryInput('12/29')).toBe('12/29');
    expect(formatExpiryInput('122934')).toBe('12/29');
  });

  it('reads a first digit above 1 as a one-digit month', () => {
    expect(formatExpiryInput('4')).toBe('04');
    expect(formatExpiryInput('429')).toBe('04/29');
  });
});

describe('formatCardExpiry', () => {
  it('shows saved card expiry as MM/YY', () => {
    expect(formatCardExpiry(3, 2029)).toBe('03/29');
    expect(formatCardExpiry(12, 2031)).toBe('12/31');
  });
});
