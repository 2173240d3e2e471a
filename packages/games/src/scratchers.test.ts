import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { equals, ratio, toNumber } from './exact';
import {
  GAME_VERSION,
  SCRATCHER_CONFIGS,
  SCRATCHER_INFO,
  SCRATCHER_THEME_KEYS,
  exactRtp,
  play,
} from './scratchers';
import { SIMULATION_TIMEOUT, scriptedSource, seededSource, tolerance } from './testing';

const LIMITS = { minBet: 25, maxBet: 500 };

function symbolCounts(cells: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const cell of cells) counts.set(cell, (counts.get(cell) ?? 0) + 1);
  return counts;
}

describe('scratch cards', () => {
  it('are the seeded themes and return exactly 95%', () => {
    expect(SCRATCHER_THEME_KEYS).toEqual(['lucky7s', 'goldrush']);
    expect(SCRATCHER_CONFIGS.lucky7s.slug).toBe('lucky-7s-scratch');
    expect(SCRATCHER_CONFIGS.goldrush.slug).toBe('gold-rush-scratch');
    for (const key of SCRATCHER_THEME_KEYS) {
      expect(equals(exactRtp(key), ratio(95, 100))).toBe(true);
      expect(SCRATCHER_INFO[key].rtp).toBe('95.00%');
    }
    expect(SCRATCHER_INFO.lucky7s.rules).toContain('Overall odds of winning: 1 in 2.76.');
    expect(GAME_VERSION).toBe('scratchers-1');
  });

  it('draw the prize by weight from the stream: the first tickets win the top prize', () => {
    // Ticket 0 of 1,000,000 (three bytes 0,0,0) is the Lucky 7; then fillers and the shuffle.
    const bytes = [0, 0, 0, ...Array(6 + 8).fill(0)];
    const source = scriptedSource(bytes);
    const round = play('lucky7s', 100, LIMITS, source);
    expect(source.used).toBe(bytes.length);
    expect(round.prize?.symbol).toBe('seven');
    expect(round.multiplier).toEqual({ numerator: 1_000, denominator: 1 });
    expect(round.payout).toBe(100_000);
    expect(round.winningCells).toHaveLength(3);
    for (const i of round.winningCells) expect(round.cells[i]).toBe('seven');
    // The last ticket (999,999 = 0x0F423F) loses.
    const losing = play(
      'lucky7s',
      100,
      LIMITS,
      scriptedSource([0x0f, 0x42, 0x3f, ...Array(17).fill(0)]),
    );
    expect(losing.prize).toBeNull();
    expect(losing.payout).toBe(0);
  });

  it('always show the prize drawn: three of its symbol, no other three of a kind', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SCRATCHER_THEME_KEYS),
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 200, maxLength: 200 }),
        (key, bytes) => {
          const round = play(key, 100, LIMITS, scriptedSource(bytes));
          expect(round.cells).toHaveLength(9);
          const triples = [...symbolCounts(round.cells)].filter(([, count]) => count >= 3);
          if (round.prize) {
            expect(triples).toEqual([[round.prize.symbol, 3]]);
          } else {
            expect(triples).toEqual([]);
          }
        },
      ),
      { numRuns: 500 },
    );
    // Forced wins of every tier.
    for (const key of SCRATCHER_THEME_KEYS) {
      const config = SCRATCHER_CONFIGS[key];
      let first = 0;
      for (const prize of config.prizes) {
        const ticket = first;
        first += prize.weight;
        const ticketBytes = [(ticket >> 16) & 0xff, (ticket >> 8) & 0xff, ticket & 0xff];
        const source = seededSource();
        const round = play(key, 100, LIMITS, {
          nextByte: () => ticketBytes.shift() ?? source.nextByte(),
        });
        expect(round.prize?.symbol).toBe(prize.symbol);
        expect(symbolCounts(round.cells).get(prize.symbol)).toBe(3);
      }
    }
  });

  it('reject an unknown theme and a bet outside the limits', () => {
    expect(() => play('nope', 100, LIMITS, scriptedSource([]))).toThrow(/No scratcher/);
    expect(() => play('lucky7s', 10, LIMITS, scriptedSource([]))).toThrow(/between/);
  });

  it.each(SCRATCHER_THEME_KEYS)(
    '%s returns its exact RTP over a million simulated cards, within five standard errors',
    (key) => {
      const rounds = 1_000_000;
      const config = SCRATCHER_CONFIGS[key];
      const source = seededSource();
      let returned = 0;
      for (let i = 0; i < rounds; i += 1) returned += play(key, 100, LIMITS, source).payout;
      const rtp = toNumber(exactRtp(key));
      const second =
        config.prizes.reduce((s, p) => s + p.weight * p.multiplier * p.multiplier, 0) /
        config.tickets;
      const mean = returned / 100 / rounds;
      expect(Math.abs(mean - rtp), `seed ${source.seedHex}`).toBeLessThanOrEqual(
        tolerance(Math.sqrt(second - rtp * rtp), rounds),
      );
    },
    SIMULATION_TIMEOUT,
  );
});
