/**
 * Plinko: a ball drops through 8–16 rows of pegs, going left or right at
 * each row with equal chance, and lands in bucket k = number of rights (of
 * rows + 1 buckets). Each (rows, risk) has its own paytable; its return is
 * exact from the binomial distribution: Σ C(n, k) / 2^n × multiplier(k).
 *
 * Randomness: one byte per row, top row first; an odd byte goes right
 * (a draw in [0, 2), never rejected).
 */
import {
  GameRuleError,
  assertBet,
  payoutHundredths,
  type BetLimits,
  type Multiplier,
} from './bets';
import { compare, ratio, sum, type Rational } from './exact';
import { exactInfo, formatRtp, type GameInfo } from './game-info';
import { drawInt, type ByteSource } from './provably-fair';

export const GAME_VERSION = 'plinko-1';

export const MIN_ROWS = 8;
export const MAX_ROWS = 16;
export const RISKS = ['low', 'medium', 'high'] as const;
export type PlinkoRisk = (typeof RISKS)[number];

export interface PlinkoSelection {
  readonly rows: number;
  readonly risk: PlinkoRisk;
}

/** Multipliers in hundredths (560 = 5.6x) by bucket, left to right, per risk and rows. */
export const PAYTABLES: Readonly<Record<PlinkoRisk, Readonly<Record<number, readonly number[]>>>> =
  {
    low: {
      8: [500, 290, 140, 70, 50, 70, 140, 290, 500],
      9: [640, 390, 190, 90, 50, 50, 90, 190, 390, 640],
      10: [800, 480, 240, 120, 60, 50, 60, 120, 240, 480, 800],
      11: [950, 590, 320, 150, 80, 50, 50, 80, 150, 320, 590, 950],
      12: [1100, 680, 380, 200, 100, 60, 50, 60, 100, 200, 380, 680, 1100],
      13: [1200, 780, 480, 280, 130, 70, 50, 50, 70, 130, 280, 480, 780, 1200],
      14: [1300, 890, 560, 310, 170, 90, 60, 50, 60, 90, 170, 310, 560, 890, 1300],
      15: [1500, 1000, 670, 410, 230, 110, 70, 50, 50, 70, 110, 230, 410, 670, 1000, 1500],
      16: [1600, 1100, 790, 510, 300, 160, 80, 50, 50, 50, 80, 160, 300, 510, 790, 1100, 1600],
    },
    medium: {
      8: [1200, 460, 120, 50, 40, 50, 120, 460, 1200],
      9: [1600, 620, 210, 60, 40, 40, 60, 210, 620, 1600],
      10: [2000, 900, 320, 90, 40, 40, 40, 90, 320, 900, 2000],
      11: [2700, 1200, 460, 140, 50, 40, 40, 50, 140, 460, 1200, 2700],
      12: [3500, 1600, 650, 220, 70, 40, 40, 40, 70, 220, 650, 1600, 3500],
      13: [4500, 2100, 890, 320, 100, 50, 40, 40, 50, 100, 320, 890, 2100, 4500],
      14: [5900, 2900, 1200, 470, 160, 60, 40, 40, 40, 60, 160, 470, 1200, 2900, 5900],
      15: [7700, 3900, 1800, 710, 230, 80, 40, 40, 40, 40, 80, 230, 710, 1800, 3900, 7700],
      16: [
        10000, 5200, 2400, 1000, 350, 110, 50, 40, 40, 40, 50, 110, 350, 1000, 2400, 5200, 10000,
      ],
    },
    high: {
      8: [2600, 650, 100, 20, 20, 20, 100, 650, 2600],
      9: [4100, 1000, 190, 30, 20, 20, 30, 190, 1000, 4100],
      10: [6500, 1700, 330, 40, 20, 20, 20, 40, 330, 1700, 6500],
      11: [10000, 2700, 560, 80, 20, 20, 20, 20, 80, 560, 2700, 10000],
      12: [16000, 4400, 930, 130, 30, 20, 20, 20, 30, 130, 930, 4400, 16000],
      13: [25000, 7100, 1500, 260, 40, 20, 20, 20, 20, 40, 260, 1500, 7100, 25000],
      14: [40000, 11000, 2600, 470, 60, 20, 20, 20, 20, 20, 60, 470, 2600, 11000, 40000],
      15: [63000, 18000, 4400, 780, 110, 20, 20, 20, 20, 20, 20, 110, 780, 4400, 18000, 63000],
      16: [
        100000, 29000, 7100, 1300, 210, 30, 20, 20, 20, 20, 20, 30, 210, 1300, 7100, 29000, 100000,
      ],
    },
  };

/** Paytable multipliers are hundredths of one. */
export const MULTIPLIER_SCALE = 100;

/** The paytable of a selection, after checking it. */
export function paytable(selection: PlinkoSelection): readonly number[] {
  const { rows, risk } = selection;
  if (!Number.isInteger(rows) || rows < MIN_ROWS || rows > MAX_ROWS) {
    throw new GameRuleError('INVALID_SELECTION', `Rows must be ${MIN_ROWS} to ${MAX_ROWS}`);
  }
  if (!RISKS.includes(risk)) {
    throw new GameRuleError('INVALID_SELECTION', 'Risk must be low, medium or high');
  }
  return PAYTABLES[risk][rows] as readonly number[];
}

export interface PlinkoRoundResult {
  readonly selection: PlinkoSelection;
  /** Direction at each row, top first: 0 left, 1 right. */
  readonly path: readonly (0 | 1)[];
  /** Number of rights: 0 (leftmost) … rows (rightmost). */
  readonly bucket: number;
  readonly multiplier: Multiplier;
  readonly payout: number;
}

export function play(
  selection: PlinkoSelection,
  bet: number,
  limits: BetLimits,
  source: ByteSource,
): PlinkoRoundResult {
  assertBet(bet, limits);
  const table = paytable(selection);
  const path: (0 | 1)[] = [];
  let bucket = 0;
  for (let row = 0; row < selection.rows; row += 1) {
    const right = drawInt(source, 2) as 0 | 1;
    path.push(right);
    bucket += right;
  }
  const multiplier = { numerator: table[bucket] as number, denominator: MULTIPLIER_SCALE };
  return {
    selection,
    path,
    bucket,
    multiplier,
    payout: payoutHundredths(bet, multiplier.numerator, multiplier.denominator),
  };
}

function binomial(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** P(bucket k) = C(rows, k) / 2^rows. */
export function bucketProbability(rows: number, bucket: number): Rational {
  return ratio(binomial(rows, bucket), 2 ** rows);
}

/** Exact return of a selection from the binomial distribution. */
export function exactRtpOf(selection: PlinkoSelection): Rational {
  const table = paytable(selection);
  return sum(
    table.map((multiplier, bucket) =>
      ratio(binomial(selection.rows, bucket) * multiplier, 2 ** selection.rows * MULTIPLIER_SCALE),
    ),
  );
}

export function allSelections(): PlinkoSelection[] {
  return RISKS.flatMap((risk) =>
    Array.from({ length: MAX_ROWS - MIN_ROWS + 1 }, (_, i) => ({ rows: MIN_ROWS + i, risk })),
  );
}

function extremes(): { lowest: Rational; highest: Rational } {
  const rtps = allSelections().map(exactRtpOf);
  const pick = (better: -1 | 1) =>
    rtps.reduce((best, rtp) => (compare(rtp, best) === better ? rtp : best));
  return { lowest: pick(-1), highest: pick(1) };
}

/** The lowest return over every rows/risk choice (the figure the game guarantees). */
export function exactRtp(): Rational {
  return extremes().lowest;
}

const { lowest, highest } = extremes();

export const info: GameInfo = exactInfo(
  'Plinko',
  [
    'Choose 8 to 16 rows of pegs and a risk level. The ball falls through the pegs, bouncing left or right with equal chance at every row, and lands in a bucket at the bottom.',
    'Each bucket shows its multiplier of the bet. The outer buckets pay the most and are the least likely; higher risk makes the edges bigger and the middle smaller.',
    `Return to player: ${formatRtp(lowest)} to ${formatRtp(highest)} depending on rows and risk.`,
  ],
  lowest,
);
