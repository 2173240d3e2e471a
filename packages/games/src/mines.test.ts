import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compare, ratio, sub, toNumber } from './exact';
import {
  CELLS,
  GAME_VERSION,
  act,
  exactRtpOf,
  info,
  multiplierFor,
  publicView,
  settle,
  start,
  survivalProbability,
  type MinesState,
} from './mines';
import { SIMULATION_TIMEOUT, scriptedSource, seededSource, tolerance } from './testing';

const LIMITS = { minBet: 10, maxBet: 100_000 };

describe('mines odds', () => {
  it('multiply by 0.98 × C(25, k) / C(25 − m, k), floored to four decimals', () => {
    // 3 mines, 1 gem: 0.98 × 25 / 22 = 1.113636… → 1.1136
    expect(multiplierFor(3, 1)).toEqual({ numerator: 11_136, denominator: 10_000 });
    // 1 mine, 24 gems: 0.98 × 25 = 24.5
    expect(multiplierFor(1, 24).numerator).toBe(245_000);
    // 24 mines, 1 gem: 0.98 × 25 = 24.5
    expect(multiplierFor(24, 1).numerator).toBe(245_000);
    expect(multiplierFor(5, 0).numerator).toBe(9_800);
  });

  it('return 98% less the flooring for every mine count and every cash-out point', () => {
    for (let m = 1; m <= 24; m += 1) {
      for (let k = 1; k <= CELLS - m; k += 1) {
        const rtp = exactRtpOf(m, k);
        // floor to 1/10,000 loses at most P(survive k) / 10,000.
        const floorLoss = sub(ratio(98, 100), rtp);
        expect(compare(floorLoss, ratio(0))).toBeGreaterThanOrEqual(0);
        expect(
          compare(
            floorLoss,
            ratio(survivalProbability(m, k).n, survivalProbability(m, k).d * 10_000n),
          ),
        ).toBeLessThan(0);
      }
    }
    expect(info.rtp).toBe('97.99%');
    expect(GAME_VERSION).toBe('mines-1');
  });
});

describe('a mines round', () => {
  it('draws the mines without replacement at the start and hides them until the end', () => {
    const source = scriptedSource([0, 0, 0]);
    const state = start(100, 3, LIMITS, source);
    expect(source.used).toBe(3);
    // Partial Fisher–Yates with draws 0,0,0: cells 0, 1, 2.
    expect(state.mines).toEqual([0, 1, 2]);
    expect(publicView(state).mines).toBeNull();
    expect(publicView(state).nextMultiplier).toEqual(multiplierFor(3, 1));
  });

  it('pays the multiplier of the gems revealed on cash-out, floored', () => {
    let state = start(15, 3, LIMITS, scriptedSource([0, 0, 0]));
    state = act(state, { type: 'reveal', cell: 10 });
    state = act(state, { type: 'reveal', cell: 24 });
    expect(state.status).toBe('playing');
    state = act(state, { type: 'cashOut' });
    const result = settle(state);
    expect(result.multiplier).toEqual(multiplierFor(3, 2));
    // 0.98 × C(25, 2) / C(22, 2) = 0.98 × 300 / 231 = 1.27272… → 1.2727; 15 × 1.2727 = 19.09 → 19
    expect(result.multiplier.numerator).toBe(12_727);
    expect(result.payout).toBe(19);
    expect(publicView(state).mines).toEqual([0, 1, 2]);
  });

  it('loses the bet on a mine and refuses further actions', () => {
    let state = start(100, 3, LIMITS, scriptedSource([0, 0, 0]));
    state = act(state, { type: 'reveal', cell: 5 });
    state = act(state, { type: 'reveal', cell: 1 });
    expect(state.status).toBe('lost');
    expect(settle(state)).toEqual({
      status: 'lost',
      multiplier: { numerator: 0, denominator: 1 },
      payout: 0,
    });
    expect(() => act(state, { type: 'cashOut' })).toThrow(/over/);
  });

  it('cashes out by itself when every gem is revealed', () => {
    let state = start(100, 24, LIMITS, scriptedSource(Array(24).fill(0)));
    expect(state.mines).not.toContain(24);
    state = act(state, { type: 'reveal', cell: 24 });
    expect(state.status).toBe('cashedOut');
    expect(settle(state).payout).toBe(2_450);
  });

  it('rejects bad input without changing the state', () => {
    const state = start(100, 3, LIMITS, scriptedSource([0, 0, 0]));
    const copy = JSON.parse(JSON.stringify(state)) as MinesState;
    expect(() => act(state, { type: 'cashOut' })).toThrow(/Reveal a cell/);
    expect(() => act(state, { type: 'reveal', cell: 25 })).toThrow(/Cell/);
    const once = act(state, { type: 'reveal', cell: 7 });
    expect(() => act(once, { type: 'reveal', cell: 7 })).toThrow(/already/);
    expect(() => settle(state)).toThrow(/still/);
    expect(state).toEqual(copy);
    expect(() => start(100, 0, LIMITS, scriptedSource([]))).toThrow(/1 to 24/);
    expect(() => start(100, 25, LIMITS, scriptedSource([]))).toThrow(/1 to 24/);
    expect(() => start(5, 3, LIMITS, scriptedSource([]))).toThrow(/between/);
    expect(() =>
      act({ ...state, version: 'mines-0' } as unknown as MinesState, { type: 'cashOut' }),
    ).toThrow(/version/);
  });

  it('resumes from its JSON at every step', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 40, maxLength: 40 }),
        fc.integer({ min: 1, max: 24 }),
        fc.shuffledSubarray(Array.from({ length: 25 }, (_, i) => i)),
        (bytes, mineCount, cells) => {
          let live = start(100, mineCount, LIMITS, scriptedSource(bytes));
          let stored = JSON.parse(JSON.stringify(live)) as MinesState;
          for (const cell of cells) {
            if (live.status !== 'playing') break;
            live = act(live, { type: 'reveal', cell });
            stored = JSON.parse(
              JSON.stringify(act(stored, { type: 'reveal', cell })),
            ) as MinesState;
            expect(stored).toEqual(live);
          }
          if (live.status === 'playing' && live.revealed.length > 0) {
            live = act(live, { type: 'cashOut' });
            stored = act(stored, { type: 'cashOut' });
          }
          if (live.status !== 'playing') expect(settle(stored)).toEqual(settle(live));
        },
      ),
      { numRuns: 200 },
    );
  });

  it(
    'returns its exact RTP over a million simulated rounds per strategy, within five standard errors',
    () => {
      const rounds = 1_000_000;
      for (const [mineCount, reveals] of [
        [3, 5],
        [10, 2],
      ] as const) {
        const source = seededSource();
        let returned = 0;
        for (let i = 0; i < rounds / 2; i += 1) {
          let state = start(10_000, mineCount, LIMITS, source);
          for (let cell = 0; cell < reveals && state.status === 'playing'; cell += 1) {
            state = act(state, { type: 'reveal', cell });
          }
          if (state.status === 'playing') state = act(state, { type: 'cashOut' });
          returned += settle(state).payout;
        }
        const m = multiplierFor(mineCount, reveals);
        const win = m.numerator / m.denominator;
        const p = toNumber(survivalProbability(mineCount, reveals));
        const rtp = toNumber(exactRtpOf(mineCount, reveals));
        const mean = returned / 10_000 / (rounds / 2);
        expect(Math.abs(mean - rtp), `seed ${source.seedHex}`).toBeLessThanOrEqual(
          tolerance(Math.sqrt(win * win * p - rtp * rtp), rounds / 2),
        );
      }
    },
    SIMULATION_TIMEOUT,
  );
});
