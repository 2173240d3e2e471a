import { describe, expect, it } from 'vitest';
import { compare, ratio, toNumber } from './exact';
import {
  GAME_VERSION,
  MAX_WIN_OUTCOMES,
  MIN_WIN_OUTCOMES,
  exactRtp,
  exactRtpOf,
  info,
  multiplierFor,
  play,
  winningOutcomes,
} from './dice';
import { SIMULATION_TIMEOUT, scriptedSource, seededSource, tolerance } from './testing';

const LIMITS = { minBet: 10, maxBet: 50_000 };

describe('dice odds', () => {
  it('counts winning outcomes: over wins above the target, under below it', () => {
    expect(winningOutcomes({ target: 5_000, direction: 'under' })).toBe(5_000);
    expect(winningOutcomes({ target: 5_000, direction: 'over' })).toBe(4_999);
    expect(() => winningOutcomes({ target: 50, direction: 'under' })).toThrow(/1.00% to 97.00%/);
    expect(() => winningOutcomes({ target: 10_000, direction: 'under' })).toThrow(/Target/);
    expect(() => winningOutcomes({ target: 12.5, direction: 'under' })).toThrow(/Target/);
  });

  it('floors the multiplier 0.98 × 10,000 / wins to four decimals', () => {
    expect(multiplierFor({ target: 5_000, direction: 'under' })).toEqual({
      numerator: 19_600,
      denominator: 10_000,
    });
    // 98 / 49.50 = 1.979797… → 1.9797
    expect(multiplierFor({ target: 4_950, direction: 'under' }).numerator).toBe(19_797);
    expect(multiplierFor({ target: 100, direction: 'under' }).numerator).toBe(980_000);
  });

  it('returns between 97.99% and 98% exactly for every allowed win chance', () => {
    for (let wins = MIN_WIN_OUTCOMES; wins <= MAX_WIN_OUTCOMES; wins += 1) {
      const rtp = exactRtpOf({ target: wins, direction: 'under' });
      expect(compare(rtp, ratio(98, 100))).toBeLessThanOrEqual(0);
      expect(compare(rtp, ratio(9_799, 10_000))).toBeGreaterThanOrEqual(0);
    }
    expect(info.rtp).toBe('97.99%');
    expect(compare(exactRtp(), ratio(94, 100))).toBeGreaterThan(0);
    expect(GAME_VERSION).toBe('dice-1');
  });
});

describe('a dice round', () => {
  it('rolls from two bytes of the stream and pays bet × multiplier, floored', () => {
    // 0x1387 = 4,999: under 50.00 wins.
    const source = scriptedSource([0x13, 0x87]);
    const round = play({ target: 5_000, direction: 'under' }, 15, LIMITS, source);
    expect(source.used).toBe(2);
    expect(round.roll).toBe(4_999);
    expect(round.won).toBe(true);
    expect(round.payout).toBe(29); // 15 × 1.96 = 29.4
    const lost = play(
      { target: 5_000, direction: 'over' },
      15,
      LIMITS,
      scriptedSource([0x13, 0x88]),
    );
    expect(lost.roll).toBe(5_000);
    expect(lost.won).toBe(false);
    expect(lost.payout).toBe(0);
  });

  it('rejects a bad bet before drawing', () => {
    const source = scriptedSource([]);
    expect(() => play({ target: 5_000, direction: 'under' }, 5, LIMITS, source)).toThrow(/between/);
    expect(() => play({ target: 9_999, direction: 'over' }, 50, LIMITS, source)).toThrow(/chance/);
  });

  it(
    'returns its exact RTP over a million simulated rounds, within five standard errors',
    () => {
      const rounds = 1_000_000;
      const source = seededSource();
      for (const selection of [
        { target: 5_000, direction: 'over' as const },
        { target: 100, direction: 'under' as const },
      ]) {
        const m = multiplierFor(selection);
        const multiplier = m.numerator / m.denominator;
        const p = winningOutcomes(selection) / 10_000;
        const rtp = toNumber(exactRtpOf(selection));
        const sigma = Math.sqrt(multiplier * multiplier * p - rtp * rtp);
        let returned = 0;
        for (let i = 0; i < rounds / 2; i += 1) {
          returned += play(selection, 10_000, LIMITS, source).payout;
        }
        const mean = returned / 10_000 / (rounds / 2);
        expect(Math.abs(mean - rtp), `seed ${source.seedHex}`).toBeLessThanOrEqual(
          tolerance(sigma, rounds / 2),
        );
      }
    },
    SIMULATION_TIMEOUT,
  );
});
