import { describe, expect, it } from 'vitest';
import chisquareCdf from '@stdlib/stats-base-dists-chisquare-cdf';
import { nodeHmacSha256 } from '@app/games/node-hmac';
import { createByteStream } from '@app/games/provably-fair';
import { drawWheelSegment } from '@app/games/spin-wheel';
import { wheelOdds } from '@app/contracts/spin-wheel-odds';
import { fromDecimal } from '@app/contracts/money';
import { SEEDED_WHEEL } from '../bonuses/bonuses.seed';

const DRAWS = 100_000;
const weights = SEEDED_WHEEL.map((s) => s.weight);
const total = weights.reduce((a, b) => a + b, 0);

describe('the wheel draw from the provably-fair stream', () => {
  it('follows the seeded weights over 100,000 spins (chi-square, p > 0.001)', () => {
    const serverSeed = 'a'.repeat(64);
    const clientSeed = 'chi-square';
    const observed = new Array<number>(weights.length).fill(0);
    for (let nonce = 0; nonce < DRAWS; nonce += 1) {
      const stream = createByteStream(nodeHmacSha256, serverSeed, clientSeed, nonce);
      const index = drawWheelSegment(stream, weights);
      observed[index] = (observed[index] ?? 0) + 1;
    }
    const statistic = observed.reduce((sum, count, i) => {
      const expected = (DRAWS * (weights[i] ?? 0)) / total;
      return sum + (count - expected) ** 2 / expected;
    }, 0);
    const p = 1 - chisquareCdf(statistic, weights.length - 1);
    expect(p, `chi-square ${statistic.toFixed(2)} of ${observed.join(', ')}`).toBeGreaterThan(
      0.001,
    );
  });

  it('finds a skewed draw: the same test rejects a wheel whose rarest prize comes up 3x too often', () => {
    // The test above can fail: counts from a wrong wheel give a tiny p.
    const skewed = weights.map((w, i) => (i === weights.length - 1 ? w * 3 : w));
    const skewedTotal = skewed.reduce((a, b) => a + b, 0);
    const statistic = skewed.reduce((sum, w, i) => {
      const count = (DRAWS * w) / skewedTotal;
      const expected = (DRAWS * (weights[i] ?? 0)) / total;
      return sum + (count - expected) ** 2 / expected;
    }, 0);
    expect(1 - chisquareCdf(statistic, weights.length - 1)).toBeLessThan(0.001);
  });

  it('is the same segment for the same seeds and nonce (verifiable)', () => {
    const a = drawWheelSegment(createByteStream(nodeHmacSha256, 's', 'c', 7), weights);
    const b = drawWheelSegment(createByteStream(nodeHmacSha256, 's', 'c', 7), weights);
    expect(a).toBe(b);
  });

  it('gives the seeded wheel an exact expectation of 5,020 GC and 0.165 SC per spin', () => {
    const odds = wheelOdds(
      SEEDED_WHEEL.map((s) => ({
        weight: s.weight,
        gc: fromDecimal(s.gc),
        sc: fromDecimal(s.sc),
        isActive: true,
      })),
    );
    expect(odds.totalWeight).toBe(10_000);
    expect(odds.expectedGc).toEqual({ fraction: '5020/1', decimal: '5,020', isExact: true });
    expect(odds.expectedSc).toEqual({ fraction: '33/200', decimal: '0.165', isExact: true });
    expect(odds.segments[0]?.chance).toEqual({
      fraction: '6/25',
      percent: { fraction: '24/1', decimal: '24', isExact: true },
    });
  });
});
