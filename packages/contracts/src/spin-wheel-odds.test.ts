import { describe, expect, it } from 'vitest';
import { exactDecimal, fraction, wheelOdds } from './spin-wheel-odds';

describe('exact wheel odds', () => {
  it('writes terminating and recurring decimals exactly', () => {
    expect(exactDecimal(fraction(1n, 3n)).decimal).toBe('0.(3)');
    expect(exactDecimal(fraction(1n, 6n)).decimal).toBe('0.1(6)');
    expect(exactDecimal(fraction(1n, 7n)).decimal).toBe('0.(142857)');
    expect(exactDecimal(fraction(1234567n, 100n)).decimal).toBe('12,345.67');
    expect(exactDecimal(fraction(10n, 5n))).toEqual({
      fraction: '2/1',
      decimal: '2',
      isExact: true,
    });
  });

  it('marks a period longer than the limit as cut', () => {
    const figure = exactDecimal(fraction(1n, 97n), 10);
    expect(figure).toEqual({ fraction: '1/97', decimal: '0.0103092783…', isExact: false });
  });

  it('draws only active segments and computes the expectation in integers', () => {
    const odds = wheelOdds([
      { weight: 1, gc: 100_00, sc: 0, isActive: true },
      { weight: 2, gc: 0, sc: 1, isActive: true },
      { weight: 5, gc: 1_000_000_00, sc: 0, isActive: false },
    ]);
    expect(odds.totalWeight).toBe(3);
    expect(odds.expectedGc.decimal).toBe('33.(3)');
    expect(odds.expectedGc.fraction).toBe('100/3');
    expect(odds.expectedSc.decimal).toBe('0.00(6)');
    expect(odds.segments.map((s) => s.chance.fraction)).toEqual(['1/3', '2/3', '0/1']);
    expect(odds.segments[1]?.chance.percent.decimal).toBe('66.(6)');
  });
});
