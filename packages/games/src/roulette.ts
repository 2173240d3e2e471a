/**
 * European roulette: a single zero, 37 pockets. Inside bets (straight, split,
 * street, corner, six line, and the zero's trios and first four) and outside
 * bets (red/black, odd/even, low/high, dozens, columns). Zero loses every
 * outside bet. A bet covering k numbers pays 36/k − 1 to 1, so every bet
 * returns 36/37 = 97.30% exactly.
 *
 * Randomness: one draw in [0, 37) per spin (one byte, redrawn when ≥ 222).
 */
import { GameRuleError, assertBet, type BetLimits } from './bets';
import { ratio, type Rational } from './exact';
import { exactInfo, formatRtp, type GameInfo } from './game-info';
import { drawInt, type ByteSource } from './provably-fair';

export const GAME_VERSION = 'roulette-1';

export const POCKETS = 37;

export const RED_NUMBERS: readonly number[] = [
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
];

/** The pockets in wheel order, clockwise from zero (single-zero wheel). */
export const WHEEL_ORDER: readonly number[] = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export type RouletteColor = 'red' | 'black' | 'green';

export function colorOf(pocket: number): RouletteColor {
  if (pocket === 0) return 'green';
  return RED_NUMBERS.includes(pocket) ? 'red' : 'black';
}

/** Inside bets name the numbers they cover; outside bets name a field of the layout. */
export type RouletteSelection =
  | { readonly type: 'straight'; readonly numbers: readonly number[] }
  | { readonly type: 'split'; readonly numbers: readonly number[] }
  | { readonly type: 'street'; readonly numbers: readonly number[] }
  | { readonly type: 'corner'; readonly numbers: readonly number[] }
  | { readonly type: 'sixLine'; readonly numbers: readonly number[] }
  | { readonly type: 'red' }
  | { readonly type: 'black' }
  | { readonly type: 'odd' }
  | { readonly type: 'even' }
  | { readonly type: 'low' }
  | { readonly type: 'high' }
  | { readonly type: 'dozen'; readonly index: 1 | 2 | 3 }
  | { readonly type: 'column'; readonly index: 1 | 2 | 3 };

export type RouletteBetType = RouletteSelection['type'];

/** One chip (or stack) on the layout: amount in hundredths. */
export type RouletteBet = RouletteSelection & { readonly amount: number };

/** Paid to 1 on a win (the stake comes back as well). */
export const PAYS_TO_ONE: Readonly<Record<RouletteBetType, number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  sixLine: 5,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
  dozen: 2,
  column: 2,
};

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);
/**
 * The same number for the same set of pockets in any order: a 37-bit mask
 * (pockets 0–31 in the low word, 32–36 above), or -1 for a repeated or
 * unknown pocket.
 */
function key(numbers: readonly number[]): number {
  let low = 0;
  let high = 0;
  for (const n of numbers) {
    if (!Number.isInteger(n) || n < 0 || n >= POCKETS) return -1;
    if (n < 32) {
      if ((low & (1 << n)) !== 0) return -1;
      low |= 1 << n;
    } else {
      if ((high & (1 << (n - 32))) !== 0) return -1;
      high |= 1 << (n - 32);
    }
  }
  return high * 2 ** 32 + (low >>> 0);
}

/** Every valid inside bet on the layout (rows of three: 1-2-3, 4-5-6, …, 34-35-36). */
function insideBets(): Map<number, readonly number[]>[] {
  const straight = range(0, 36).map((n) => [n]);
  const split: number[][] = [
    [0, 1],
    [0, 2],
    [0, 3],
  ];
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) split.push([n, n + 1]);
    if (n <= 33) split.push([n, n + 3]);
  }
  const street: number[][] = [
    [0, 1, 2],
    [0, 2, 3],
  ];
  for (let n = 1; n <= 34; n += 3) street.push([n, n + 1, n + 2]);
  const corner: number[][] = [[0, 1, 2, 3]];
  for (let n = 1; n <= 32; n += 1) {
    if (n % 3 !== 0) corner.push([n, n + 1, n + 3, n + 4]);
  }
  const sixLine: number[][] = [];
  for (let n = 1; n <= 31; n += 3) sixLine.push(range(n, n + 5));
  return [straight, split, street, corner, sixLine].map(
    (bets) => new Map(bets.map((numbers) => [key(numbers), numbers])),
  );
}

const [STRAIGHT, SPLIT, STREET, CORNER, SIX_LINE] = insideBets() as [
  Map<number, readonly number[]>,
  Map<number, readonly number[]>,
  Map<number, readonly number[]>,
  Map<number, readonly number[]>,
  Map<number, readonly number[]>,
];

const INSIDE = {
  straight: STRAIGHT,
  split: SPLIT,
  street: STREET,
  corner: CORNER,
  sixLine: SIX_LINE,
} as const;

/** The valid inside bets of each type, for the client's layout and for tests. */
export const INSIDE_BETS = {
  straight: [...STRAIGHT.values()],
  split: [...SPLIT.values()],
  street: [...STREET.values()],
  corner: [...CORNER.values()],
  sixLine: [...SIX_LINE.values()],
} as const;

const OUTSIDE: Record<'red' | 'black' | 'odd' | 'even' | 'low' | 'high', readonly number[]> = {
  red: RED_NUMBERS,
  black: range(1, 36).filter((n) => !RED_NUMBERS.includes(n)),
  odd: range(1, 36).filter((n) => n % 2 === 1),
  even: range(1, 36).filter((n) => n % 2 === 0),
  low: range(1, 18),
  high: range(19, 36),
};
const DOZENS = [1, 2, 3].map((index) => range(12 * (index - 1) + 1, 12 * index));
const COLUMNS = [1, 2, 3].map((index) => range(1, 36).filter((n) => n % 3 === index % 3));

function invalid(message: string): never {
  throw new GameRuleError('INVALID_SELECTION', message);
}

/**
 * The pockets a selection covers, after checking it is a bet of the layout:
 * inside bets must name adjacent numbers exactly as the table allows.
 */
export function coveredNumbers(selection: RouletteSelection): readonly number[] {
  switch (selection.type) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'sixLine': {
      const numbers: readonly unknown[] = Array.isArray(selection.numbers) ? selection.numbers : [];
      const found = INSIDE[selection.type].get(key(numbers as number[]));
      if (!found || found.length !== numbers.length) {
        invalid(`Not a ${selection.type} bet of the layout: ${numbers.join(', ')}`);
      }
      return found;
    }
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return OUTSIDE[selection.type];
    case 'dozen':
      return DOZENS[selection.index - 1] ?? invalid('A dozen is 1, 2 or 3');
    case 'column':
      return COLUMNS[selection.index - 1] ?? invalid('A column is 1, 2 or 3');
    default:
      return invalid('Unknown bet type');
  }
}

/** `count` neighbours each side of `pocket` on the wheel and the pocket itself, in wheel order. */
export function neighbours(pocket: number, count: number): number[] {
  const at = WHEEL_ORDER.indexOf(pocket);
  if (at < 0 || !Number.isInteger(count) || count < 0 || count > 18) {
    invalid('Neighbours need a pocket 0–36 and 0–18 neighbours');
  }
  return range(-count, count).map(
    (offset) => WHEEL_ORDER[(at + offset + POCKETS) % POCKETS] as number,
  );
}

/** At most this many bets per spin. */
export const MAX_BETS_PER_SPIN = 200;

export interface RouletteBetResult {
  readonly bet: RouletteBet;
  readonly won: boolean;
  /** Stake plus winnings in hundredths (0 for a losing bet). */
  readonly payout: number;
}

export interface RouletteRoundResult {
  readonly pocket: number;
  readonly color: RouletteColor;
  readonly totalStake: number;
  readonly totalPayout: number;
  readonly bets: readonly RouletteBetResult[];
}

/**
 * Checks the bets (each a valid selection with a whole, positive amount; the
 * total stake within the caller's limits) and answers the total stake.
 */
export function validateBets(bets: readonly RouletteBet[], limits: BetLimits): number {
  return checkBets(bets, limits).totalStake;
}

function checkBets(bets: readonly RouletteBet[], limits: BetLimits) {
  if (!Array.isArray(bets) || bets.length === 0 || bets.length > MAX_BETS_PER_SPIN) {
    throw new GameRuleError('INVALID_BET', `Place 1 to ${MAX_BETS_PER_SPIN} bets`);
  }
  let totalStake = 0;
  const covered = bets.map((bet) => {
    if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) {
      throw new GameRuleError(
        'INVALID_BET',
        'Each bet must be a positive whole number of hundredths',
      );
    }
    totalStake += bet.amount;
    return coveredNumbers(bet);
  });
  assertBet(totalStake, limits);
  return { totalStake, covered };
}

/** One spin: the pocket, then each bet paid (amount × (pays + 1)) when it covers the pocket. */
export function play(
  bets: readonly RouletteBet[],
  limits: BetLimits,
  source: ByteSource,
): RouletteRoundResult {
  const { totalStake, covered } = checkBets(bets, limits);
  const pocket = drawInt(source, POCKETS);
  let totalPayout = 0;
  const results = bets.map((bet, index) => {
    const won = (covered[index] as readonly number[]).includes(pocket);
    const payout = won ? bet.amount * (PAYS_TO_ONE[bet.type] + 1) : 0;
    totalPayout += payout;
    return { bet, won, payout };
  });
  return { pocket, color: colorOf(pocket), totalStake, totalPayout, bets: results };
}

/** Exact return of a selection: covered/37 × (pays + 1). 36/37 for every bet of the layout. */
export function exactRtp(selection: RouletteSelection = { type: 'red' }): Rational {
  const covered = coveredNumbers(selection).length;
  return ratio(covered * (PAYS_TO_ONE[selection.type] + 1), POCKETS);
}

const RTP = exactRtp();

export const info: GameInfo = exactInfo(
  'European Roulette',
  [
    'Single-zero roulette: the ball lands in one of 37 pockets, 0 to 36, each equally likely.',
    'Inside bets: straight up (one number) pays 35 to 1, split (two adjacent numbers) 17 to 1, street (a row of three, or 0-1-2 / 0-2-3) 11 to 1, corner (four numbers, or 0-1-2-3) 8 to 1, six line (two rows) 5 to 1.',
    'Outside bets: red or black, odd or even, 1–18 or 19–36 pay 1 to 1; a dozen or a column pays 2 to 1. Zero loses every outside bet.',
    'Neighbour bets place one straight-up bet on a number and on each of its neighbours on the wheel.',
    `Every bet returns ${formatRtp(RTP)} of its stake on average (36/37).`,
  ],
  RTP,
);
