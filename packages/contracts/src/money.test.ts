import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatCompact,
  formatExactAmount,
  formatUsd,
  fromDecimal,
  parseAmount,
  toDecimal,
} from './money';

const MAX = Number.MAX_SAFE_INTEGER; // 9007199254740991 hundredths = 90,071,992,547,409.91

describe('formatAmount', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [50, '0.50'],
    [100, '1.00'],
    [99999, '999.99'],
    [100000, '1,000.00'],
    [123450, '1,234.50'],
    [123456789, '1,234,567.89'],
    [-5, '-0.05'],
    [-123450, '-1,234.50'],
    [MAX, '90,071,992,547,409.91'],
    [-MAX, '-90,071,992,547,409.91'],
  ])('shows %j hundredths as %j', (hundredths, text) => {
    expect(formatAmount(hundredths)).toBe(text);
  });

  it('never shows -0.00', () => {
    expect(formatAmount(-0)).toBe('0.00');
  });

  it.each([1.5, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, MAX + 1])(
    'throws a RangeError for %j, which is not a safe integer',
    (value) => {
      expect(() => formatAmount(value)).toThrow(RangeError);
    },
  );
});

describe('formatUsd', () => {
  it('puts the dollar sign after the minus', () => {
    expect(formatUsd(123450)).toBe('$1,234.50');
    expect(formatUsd(-123450)).toBe('-$1,234.50');
    expect(formatUsd(1)).toBe('$0.01');
    expect(formatUsd(0)).toBe('$0.00');
  });

  it('throws a RangeError for fractional cents', () => {
    expect(() => formatUsd(0.5)).toThrow(RangeError);
  });
});

describe('parseAmount', () => {
  it.each([
    ['0', 0],
    ['1', 100],
    ['1.5', 150],
    ['1.50', 150],
    ['0.05', 5],
    ['.5', 50],
    ['1,234.50', 123450],
    ['1,234,567', 123456700],
    [' 12.34 ', 1234],
    ['+3', 300],
    ['-1,234.50', -123450],
    ['-0.01', -1],
    ['-0', 0],
    ['0007.10', 710],
    ['90071992547409.91', MAX],
    [12.34, 1234],
    [0.3, 30],
    [-0.07, -7],
    [1e6, 100000000],
    [1.1, 110],
    [19.99, 1999],
  ])('reads %j as %j hundredths', (input, hundredths) => {
    expect(parseAmount(input)).toBe(hundredths);
  });

  it('keeps exact cents where float arithmetic would drift', () => {
    // 19.99 * 100 is 1998.9999999999998 and 1.15 * 100 is 114.99999999999999 in floats.
    expect(parseAmount(19.99)).toBe(1999);
    expect(parseAmount(1.15)).toBe(115);
    expect(parseAmount(4.35)).toBe(435);
  });

  it.each([
    ['', 'empty'],
    ['  ', 'blank'],
    ['abc', 'not a number'],
    ['1.234', 'three decimals'],
    ['1.500', 'three decimals even with zeros'],
    ['1.', 'a dot without decimals'],
    ['1,23', 'misplaced separator'],
    ['12,34.5', 'misplaced separator'],
    ['1 000', 'inner space'],
    ['1e3', 'exponent'],
    ['--1', 'double sign'],
    ['$5', 'currency sign'],
    ['90071992547409.92', 'one hundredth past the safe range'],
    ['1000000000000000', 'far past the safe range'],
    [0.1 + 0.2, 'a float sum with more than two decimals'],
    [1.005, 'three decimals'],
    [Number.NaN, 'NaN'],
    [Number.POSITIVE_INFINITY, 'infinity'],
    [Number.NEGATIVE_INFINITY, 'negative infinity'],
    [1e21, 'beyond the safe range'],
    [1e-7, 'tiny fraction'],
  ])('answers null for %j (%s)', (input, _reason) => {
    expect(parseAmount(input)).toBeNull();
  });
});

describe('fromDecimal and toDecimal', () => {
  it('converts exact decimals to hundredths and back', () => {
    expect(fromDecimal(12.34)).toBe(1234);
    expect(fromDecimal(-0.5)).toBe(-50);
    expect(fromDecimal(0)).toBe(0);
    expect(toDecimal(1234)).toBe(12.34);
    expect(toDecimal(30)).toBe(0.3);
    expect(toDecimal(-50)).toBe(-0.5);
    expect(String(toDecimal(1999))).toBe('19.99');
  });

  it('round-trips every cent of the first hundred dollars', () => {
    const drifted: number[] = [];
    for (let hundredths = -10000; hundredths <= 10000; hundredths += 1) {
      if (fromDecimal(toDecimal(hundredths)) !== hundredths) drifted.push(hundredths);
    }
    expect(drifted).toEqual([]);
  });

  it('rejects rather than rounds', () => {
    expect(() => fromDecimal(0.1 + 0.2)).toThrow(RangeError);
    expect(() => fromDecimal(1.005)).toThrow(RangeError);
    expect(() => fromDecimal(Number.NaN)).toThrow(RangeError);
    expect(() => fromDecimal(Number.POSITIVE_INFINITY)).toThrow(RangeError);
    expect(() => fromDecimal(1e15)).toThrow(RangeError);
  });

  it('throws a RangeError when toDecimal gets something other than safe hundredths', () => {
    expect(() => toDecimal(1.5)).toThrow(RangeError);
    expect(() => toDecimal(MAX + 1)).toThrow(RangeError);
  });
});

describe('formatCompact', () => {
  it.each([
    [0, '0'],
    [5, '5'],
    [999, '999'],
    [999.5, '999.5'],
    [999.99, '999.99'],
    [999.999, '1K'],
    [1000, '1K'],
    [1001, '1K'],
    [1005, '1.01K'],
    [1500, '1.5K'],
    [1250, '1.25K'],
    [10000, '10K'],
    [999994, '999.99K'],
    [999995, '1M'],
    [999999, '1M'],
    [1000000, '1M'],
    [1250000, '1.25M'],
    [2000000, '2M'],
    [1500000000, '1500M'],
    [-1500, '-1.5K'],
    [-999, '-999'],
  ])('abbreviates %j as %j', (value, text) => {
    expect(formatCompact(value)).toBe(text);
  });

  it('does not show -0 for tiny negative values', () => {
    expect(formatCompact(-0.001)).toBe('0');
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_VALUE])(
    'throws a RangeError for %j',
    (value) => {
      expect(() => formatCompact(value)).toThrow(RangeError);
    },
  );
});

describe('formatExactAmount', () => {
  it.each([
    [200, 20, '0.10'],
    [0, 20, '0.00'],
    [123450, 1, '1,234.50'],
    [2_500_000, 20, '1,250.00'],
    // A slot's smallest SC line bets: a bet of 0.10 or 0.30 SC over 20 lines (issue 24).
    [10, 20, '0.005'],
    [30, 20, '0.015'],
    [1, 20, '0.0005'],
    [1, 16, '0.000625'],
    [-10, 20, '-0.005'],
  ])('shows %j / %j hundredths exactly as %j', (numerator, denominator, text) => {
    expect(formatExactAmount(numerator, denominator)).toBe(text);
  });

  it.each([
    [1000, 3, '≈3.33'],
    [2000, 3, '≈6.67'],
    [10, 3, '≈0.033'],
    [1, 3, '≈0.0033'],
    [1, 7_000_000, '≈0.0000000014'],
    [-10, 3, '≈-0.033'],
  ])('marks %j / %j, which no six decimals hold, as the rounded %j', (n, d, text) => {
    expect(formatExactAmount(n, d)).toBe(text);
  });

  it('never shows a non-zero amount as zero', () => {
    for (let numerator = 1; numerator <= 40; numerator += 1) {
      for (const denominator of [3, 7, 9, 20, 25, 40, 243]) {
        expect(formatExactAmount(numerator, denominator)).toMatch(/[1-9]/);
      }
    }
  });

  it('shows whole hundredths as formatAmount does', () => {
    for (const hundredths of [0, 5, 99, 100_000, -123_450]) {
      expect(formatExactAmount(hundredths * 7, 7)).toBe(formatAmount(hundredths));
    }
  });

  it('throws a RangeError for a fractional numerator or a denominator that is not positive', () => {
    expect(() => formatExactAmount(1.5, 2)).toThrow(RangeError);
    expect(() => formatExactAmount(1, 0)).toThrow(RangeError);
    expect(() => formatExactAmount(1, -2)).toThrow(RangeError);
  });
});
