import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GameRuleError, assertBet, payoutHundredths } from './bets';

describe('payouts', () => {
  it('are bet × numerator / denominator rounded down to whole hundredths', () => {
    expect(payoutHundredths(10, 5, 20)).toBe(2);
    expect(payoutHundredths(101, 5, 2)).toBe(252);
    expect(payoutHundredths(7, 0, 1)).toBe(0);
    // Beyond the range where doubles are exact, bigint takes over.
    expect(payoutHundredths(100_000_000, 5_096_294_000, 10_000)).toBe(50_962_940_000_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 40 }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        fc.integer({ min: 1, max: 2 ** 20 }),
        (bet, numerator, denominator) => {
          const exact = (BigInt(bet) * BigInt(numerator)) / BigInt(denominator);
          fc.pre(exact <= BigInt(Number.MAX_SAFE_INTEGER));
          expect(payoutHundredths(bet, numerator, denominator)).toBe(Number(exact));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('refuse amounts that are not whole hundredths', () => {
    expect(() => payoutHundredths(1.5, 1, 1)).toThrow(RangeError);
    expect(() => payoutHundredths(1, -1, 1)).toThrow(RangeError);
    expect(() => payoutHundredths(1, 1, 0)).toThrow(RangeError);
    expect(() => payoutHundredths(2 ** 40, 2 ** 40, 1)).toThrow(/safe/);
  });
});

describe('bets', () => {
  it('must be positive whole hundredths within the caller’s limits', () => {
    const limits = { minBet: 10, maxBet: 100 };
    expect(() => assertBet(10, limits)).not.toThrow();
    expect(() => assertBet(100, limits)).not.toThrow();
    for (const bad of [0, -5, 9, 101, 12.5, Number.NaN]) {
      expect(() => assertBet(bad, limits)).toThrow(GameRuleError);
    }
    try {
      assertBet(101, limits);
    } catch (error) {
      expect((error as GameRuleError).reason).toBe('BET_OUT_OF_RANGE');
    }
  });
});
