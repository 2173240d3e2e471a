import { describe, expect, it } from 'vitest';
import { compare, ratio, sum, toNumber, equals, ONE } from './exact';
import {
  GAME_VERSION,
  PAYTABLES,
  RISKS,
  allSelections,
  bucketProbability,
  exactRtpOf,
  info,
  paytable,
  play,
} from './plinko';
import { SIMULATION_TIMEOUT, scriptedSource, seededSource, tolerance } from './testing';

const LIMITS = { minBet: 10, maxBet: 100_000 };

describe('plinko paytables', () => {
  it('exist for 8–16 rows at every risk, one multiplier per bucket, symmetric', () => {
    expect(allSelections()).toHaveLength(27);
    for (const { rows, risk } of allSelections()) {
      const table = PAYTABLES[risk][rows] as readonly number[];
      expect(table).toHaveLength(rows + 1);
      expect([...table].reverse()).toEqual(table);
      expect(table.every((m) => Number.isInteger(m) && m > 0)).toBe(true);
    }
  });

  it('each return between 94% and 98% exactly from the binomial distribution', () => {
    for (const selection of allSelections()) {
      const rtp = exactRtpOf(selection);
      expect(compare(rtp, ratio(94, 100)), JSON.stringify(selection)).toBeGreaterThanOrEqual(0);
      expect(compare(rtp, ratio(98, 100)), JSON.stringify(selection)).toBeLessThanOrEqual(0);
      const total = sum(
        Array.from({ length: selection.rows + 1 }, (_, k) => bucketProbability(selection.rows, k)),
      );
      expect(equals(total, ONE)).toBe(true);
    }
    // 8 rows, low risk: (2·500 + 16·290 + 56·140 + 112·70 + 70·50) / (256 · 100)
    expect(equals(exactRtpOf({ rows: 8, risk: 'low' }), ratio(24_820, 25_600))).toBe(true);
    expect(info.rtp).toBe('96.87%');
    expect(info.rules.at(-1)).toBe(
      'Return to player: 96.87% to 97.58% depending on rows and risk.',
    );
    expect(GAME_VERSION).toBe('plinko-1');
  });

  it('reject rows or risk outside the choices', () => {
    expect(() => paytable({ rows: 7, risk: 'low' })).toThrow(/Rows/);
    expect(() => paytable({ rows: 17, risk: 'low' })).toThrow(/Rows/);
    expect(() => paytable({ rows: 8, risk: 'extreme' as 'low' })).toThrow(/Risk/);
  });
});

describe('a plinko drop', () => {
  it('takes one byte per row: odd goes right, and lands in the bucket of the number of rights', () => {
    const source = scriptedSource([1, 0, 3, 255, 128, 7, 2, 9]);
    const round = play({ rows: 8, risk: 'medium' }, 250, LIMITS, source);
    expect(source.used).toBe(8);
    expect(round.path).toEqual([1, 0, 1, 1, 0, 1, 0, 1]);
    expect(round.bucket).toBe(5);
    expect(round.multiplier).toEqual({ numerator: 50, denominator: 100 });
    expect(round.payout).toBe(125);
    // 8 rights: the right edge, 26x at high risk; 15 × 26 = 390.
    expect(
      play({ rows: 8, risk: 'high' }, 15, LIMITS, scriptedSource(Array(8).fill(1))).payout,
    ).toBe(390);
  });

  it('floors the payout to whole hundredths', () => {
    // Bucket 0 of 8 rows low risk pays 5x; bucket 4 pays 0.5x: 15 × 0.5 = 7.5 → 7.
    expect(
      play({ rows: 8, risk: 'low' }, 15, LIMITS, scriptedSource([0, 0, 0, 0, 1, 1, 1, 1])).payout,
    ).toBe(7);
  });

  it('rejects a bet outside the limits', () => {
    expect(() => play({ rows: 8, risk: 'low' }, 5, LIMITS, scriptedSource([]))).toThrow(/between/);
  });

  it.each(RISKS)(
    'returns its exact RTP and the binomial buckets over a million 16-row drops at %s risk',
    (risk) => {
      const rounds = 1_000_000;
      const selection = { rows: 16, risk };
      const table = paytable(selection);
      const source = seededSource();
      const counts = new Float64Array(17);
      let returned = 0;
      for (let i = 0; i < rounds; i += 1) {
        const round = play(selection, 100, LIMITS, source);
        counts[round.bucket] = (counts[round.bucket] as number) + 1;
        returned += round.payout;
      }
      const rtp = toNumber(exactRtpOf(selection));
      const second = table.reduce(
        (s, m, k) => s + toNumber(bucketProbability(16, k)) * (m / 100) ** 2,
        0,
      );
      const mean = returned / 100 / rounds;
      expect(Math.abs(mean - rtp), `seed ${source.seedHex}`).toBeLessThanOrEqual(
        tolerance(Math.sqrt(second - rtp * rtp), rounds),
      );
      counts.forEach((count, k) => {
        const p = toNumber(bucketProbability(16, k));
        expect(
          Math.abs(count / rounds - p),
          `bucket ${k} seed ${source.seedHex}`,
        ).toBeLessThanOrEqual(tolerance(Math.sqrt(p * (1 - p)), rounds));
      });
    },
    SIMULATION_TIMEOUT,
  );
});
