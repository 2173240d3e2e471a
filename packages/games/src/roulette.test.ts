import { describe, expect, it } from 'vitest';
import { equals, ratio } from './exact';
import {
  GAME_VERSION,
  INSIDE_BETS,
  PAYS_TO_ONE,
  RED_NUMBERS,
  WHEEL_ORDER,
  colorOf,
  coveredNumbers,
  exactRtp,
  info,
  neighbours,
  play,
  type RouletteBet,
  type RouletteSelection,
} from './roulette';
import { SIMULATION_TIMEOUT, scriptedSource, seededSource, tolerance } from './testing';

const LIMITS = { minBet: 7, maxBet: 25_000 };

/** Layout coordinates: row 1–12 from the zero end, column 1–3. */
const cell = (n: number) => ({ row: Math.ceil(n / 3), column: ((n - 1) % 3) + 1 });
const adjacent = (a: number, b: number) => {
  const p = cell(a);
  const q = cell(b);
  return Math.abs(p.row - q.row) + Math.abs(p.column - q.column) === 1;
};

const OUTSIDE: RouletteSelection[] = [
  { type: 'red' },
  { type: 'black' },
  { type: 'odd' },
  { type: 'even' },
  { type: 'low' },
  { type: 'high' },
  { type: 'dozen', index: 1 },
  { type: 'dozen', index: 2 },
  { type: 'dozen', index: 3 },
  { type: 'column', index: 1 },
  { type: 'column', index: 2 },
  { type: 'column', index: 3 },
];

function allSelections(): RouletteSelection[] {
  const inside = (Object.keys(INSIDE_BETS) as (keyof typeof INSIDE_BETS)[]).flatMap((type) =>
    INSIDE_BETS[type].map((numbers) => ({ type, numbers }) as RouletteSelection),
  );
  return [...inside, ...OUTSIDE];
}

describe('European roulette bets', () => {
  it('define every inside bet of the single-zero layout', () => {
    expect(INSIDE_BETS.straight).toHaveLength(37);
    expect(INSIDE_BETS.split).toHaveLength(60);
    expect(INSIDE_BETS.street).toHaveLength(14);
    expect(INSIDE_BETS.corner).toHaveLength(23);
    expect(INSIDE_BETS.sixLine).toHaveLength(11);
    for (const [a, b] of INSIDE_BETS.split.filter((s) => !s.includes(0))) {
      expect(adjacent(a as number, b as number)).toBe(true);
    }
    for (const street of INSIDE_BETS.street.filter((s) => !s.includes(0))) {
      expect(new Set(street.map((n) => cell(n).row)).size).toBe(1);
    }
    for (const corner of INSIDE_BETS.corner.filter((s) => !s.includes(0))) {
      const rows = new Set(corner.map((n) => cell(n).row));
      const columns = new Set(corner.map((n) => cell(n).column));
      expect([rows.size, columns.size]).toEqual([2, 2]);
    }
    for (const line of INSIDE_BETS.sixLine) {
      expect(new Set(line.map((n) => cell(n).row)).size).toBe(2);
      expect(line).toHaveLength(6);
    }
  });

  it('define the outside bets: 18 numbers for even money, 12 for dozens and columns, never zero', () => {
    expect(coveredNumbers({ type: 'red' })).toEqual(RED_NUMBERS);
    const red = new Set(coveredNumbers({ type: 'red' }));
    expect(coveredNumbers({ type: 'black' }).some((n) => red.has(n))).toBe(false);
    expect(coveredNumbers({ type: 'column', index: 1 })).toEqual([
      1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34,
    ]);
    expect(coveredNumbers({ type: 'dozen', index: 3 })).toEqual([
      25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36,
    ]);
    for (const selection of OUTSIDE) {
      const covered = coveredNumbers(selection);
      expect(covered).not.toContain(0);
      expect(covered).toHaveLength(PAYS_TO_ONE[selection.type] === 1 ? 18 : 12);
    }
    expect(colorOf(0)).toBe('green');
    expect(colorOf(32)).toBe('red');
    expect(colorOf(15)).toBe('black');
  });

  it('return exactly 36/37 for every bet of the layout', () => {
    const selections = allSelections();
    expect(selections).toHaveLength(37 + 60 + 14 + 23 + 11 + 12);
    for (const selection of selections) {
      expect(equals(exactRtp(selection), ratio(36, 37)), JSON.stringify(selection)).toBe(true);
    }
    expect(info.rtp).toBe('97.30%');
    expect(GAME_VERSION).toBe('roulette-1');
  });

  it('reject numbers that are not a bet of the layout', () => {
    const bad: RouletteSelection[] = [
      { type: 'straight', numbers: [37] },
      { type: 'split', numbers: [1, 5] },
      { type: 'split', numbers: [3, 4] },
      { type: 'split', numbers: [1, 1] },
      { type: 'street', numbers: [2, 3, 4] },
      { type: 'corner', numbers: [3, 4, 6, 7] },
      { type: 'sixLine', numbers: [2, 3, 4, 5, 6, 7] },
      { type: 'dozen', index: 4 as 1 },
    ];
    for (const selection of bad) {
      expect(() => coveredNumbers(selection), JSON.stringify(selection)).toThrow(
        /bet of the layout|dozen/,
      );
    }
    // The order numbers are given in does not matter.
    expect(coveredNumbers({ type: 'corner', numbers: [5, 1, 4, 2] })).toEqual([1, 2, 4, 5]);
  });

  it('find neighbours on the wheel', () => {
    expect(WHEEL_ORDER).toHaveLength(37);
    expect(new Set(WHEEL_ORDER).size).toBe(37);
    expect(neighbours(0, 2)).toEqual([3, 26, 0, 32, 15]);
    expect(() => neighbours(37, 1)).toThrow();
  });
});

describe('a roulette spin', () => {
  it('draws the pocket from the stream and pays winning bets stake × (pays + 1)', () => {
    const bets: RouletteBet[] = [
      { type: 'straight', numbers: [17], amount: 100 },
      { type: 'split', numbers: [17, 20], amount: 50 },
      { type: 'red', amount: 200 },
      { type: 'column', index: 2, amount: 30 },
    ];
    // 240 is rejected (≥ 222); 17 is the pocket.
    const source = scriptedSource([240, 17]);
    const round = play(bets, LIMITS, source);
    expect(source.used).toBe(2);
    expect(round.pocket).toBe(17);
    expect(round.color).toBe('black');
    expect(round.totalStake).toBe(380);
    expect(round.bets.map((b) => b.payout)).toEqual([3_600, 900, 0, 90]);
    expect(round.totalPayout).toBe(4_590);
  });

  it('loses every outside bet on zero', () => {
    const round = play(
      OUTSIDE.map((s) => ({ ...s, amount: 10 }) as RouletteBet),
      { minBet: 1, maxBet: 1_000 },
      scriptedSource([0]),
    );
    expect(round.totalPayout).toBe(0);
  });

  it('rejects bad bets before drawing anything', () => {
    const source = scriptedSource([]);
    expect(() => play([], LIMITS, source)).toThrow(/bets/);
    expect(() => play([{ type: 'red', amount: 0 }], LIMITS, source)).toThrow(/positive/);
    expect(() => play([{ type: 'red', amount: 5 }], LIMITS, source)).toThrow(/between/);
    expect(() => play([{ type: 'red', amount: 30_000 }], LIMITS, source)).toThrow(/between/);
    expect(() => play([{ type: 'split', numbers: [1, 9], amount: 10 }], LIMITS, source)).toThrow(
      /layout/,
    );
  });

  it(
    'returns 36/37 on every bet type over a million simulated spins, within five standard errors',
    () => {
      const bets: RouletteBet[] = [
        { type: 'straight', numbers: [7], amount: 1 },
        { type: 'split', numbers: [0, 2], amount: 1 },
        { type: 'street', numbers: [31, 32, 33], amount: 1 },
        { type: 'corner', numbers: [17, 18, 20, 21], amount: 1 },
        { type: 'sixLine', numbers: [1, 2, 3, 4, 5, 6], amount: 1 },
        { type: 'black', amount: 1 },
        { type: 'dozen', index: 2, amount: 1 },
      ];
      const rounds = 1_000_000;
      const source = seededSource();
      const returned = new Float64Array(bets.length);
      for (let i = 0; i < rounds; i += 1) {
        const round = play(bets, LIMITS, source);
        round.bets.forEach((result, b) => (returned[b] = (returned[b] as number) + result.payout));
      }
      bets.forEach((bet, b) => {
        const covered = coveredNumbers(bet).length;
        const win = PAYS_TO_ONE[bet.type] + 1;
        const p = covered / 37;
        const sigma = Math.sqrt(win * win * p - (36 / 37) ** 2);
        const mean = (returned[b] as number) / rounds;
        expect(Math.abs(mean - 36 / 37), `${bet.type} seed ${source.seedHex}`).toBeLessThanOrEqual(
          tolerance(sigma, rounds),
        );
      });
    },
    SIMULATION_TIMEOUT,
  );
});
