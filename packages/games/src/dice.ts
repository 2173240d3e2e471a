/**
 * Dice: a roll of 0.00–99.99 (10,000 equally likely outcomes). The player
 * picks a target and rolls over or under it; the multiplier is
 * (1 − edge) × 10,000 / winning outcomes, floored to four decimals, so every
 * target returns at most 98% (2% edge) and at least 97.99%.
 *
 * Randomness: one draw in [0, 10,000) per round (two bytes big-endian,
 * redrawn when ≥ 60,000).
 */
import {
  GameRuleError,
  assertBet,
  payoutHundredths,
  type BetLimits,
  type Multiplier,
} from './bets';
import { compare, ratio, type Rational } from './exact';
import { exactInfo, formatRtp, type GameInfo } from './game-info';
import { drawInt, type ByteSource } from './provably-fair';

export const GAME_VERSION = 'dice-1';

/** Rolls are hundredths: 0 = 0.00 … 9,999 = 99.99. */
export const OUTCOMES = 10_000;
/** The house edge: 2%, so the return before flooring is 98%. */
export const HOUSE_EDGE = ratio(2, 100);
/** Multipliers are floored to this many parts of one (four decimals). */
export const MULTIPLIER_SCALE = 10_000;
/** Win chance limits in outcomes: 1.00% to 97.00%. */
export const MIN_WIN_OUTCOMES = 100;
export const MAX_WIN_OUTCOMES = 9_700;

export type DiceDirection = 'over' | 'under';

export interface DiceSelection {
  /** In hundredths, 0–9,999: 5,050 = 50.50. */
  readonly target: number;
  /** 'over' wins when roll > target; 'under' wins when roll < target. */
  readonly direction: DiceDirection;
}

export interface DiceRoundResult {
  readonly selection: DiceSelection;
  /** Hundredths 0–9,999; show as (roll / 100).toFixed(2). */
  readonly roll: number;
  readonly won: boolean;
  readonly winningOutcomes: number;
  readonly multiplier: Multiplier;
  readonly payout: number;
}

/** Outcomes that win for a selection (after checking it). */
export function winningOutcomes(selection: DiceSelection): number {
  const { target, direction } = selection;
  if (!Number.isInteger(target) || target < 0 || target >= OUTCOMES) {
    throw new GameRuleError('INVALID_SELECTION', 'Target must be 0.00 to 99.99');
  }
  if (direction !== 'over' && direction !== 'under') {
    throw new GameRuleError('INVALID_SELECTION', "Direction must be 'over' or 'under'");
  }
  const wins = direction === 'over' ? OUTCOMES - 1 - target : target;
  if (wins < MIN_WIN_OUTCOMES || wins > MAX_WIN_OUTCOMES) {
    throw new GameRuleError('INVALID_SELECTION', 'Win chance must be 1.00% to 97.00%');
  }
  return wins;
}

/** The win multiplier: floor((1 − edge) × 10,000 / wins × 10,000) / 10,000. */
export function multiplierFor(selection: DiceSelection): Multiplier {
  const wins = winningOutcomes(selection);
  const keep = 1n * HOUSE_EDGE.d - HOUSE_EDGE.n; // (1 − edge) = keep / d
  const scaled =
    (keep * BigInt(OUTCOMES) * BigInt(MULTIPLIER_SCALE)) / (HOUSE_EDGE.d * BigInt(wins));
  return { numerator: Number(scaled), denominator: MULTIPLIER_SCALE };
}

export function play(
  selection: DiceSelection,
  bet: number,
  limits: BetLimits,
  source: ByteSource,
): DiceRoundResult {
  assertBet(bet, limits);
  const wins = winningOutcomes(selection);
  const multiplier = multiplierFor(selection);
  const roll = drawInt(source, OUTCOMES);
  const won = selection.direction === 'over' ? roll > selection.target : roll < selection.target;
  return {
    selection,
    roll,
    won,
    winningOutcomes: wins,
    multiplier,
    payout: won ? payoutHundredths(bet, multiplier.numerator, multiplier.denominator) : 0,
  };
}

/** Exact return of a selection: wins / 10,000 × multiplier. */
export function exactRtpOf(selection: DiceSelection): Rational {
  const { numerator, denominator } = multiplierFor(selection);
  return ratio(winningOutcomes(selection) * numerator, OUTCOMES * denominator);
}

/** The lowest return over every allowed selection (the figure the game guarantees). */
export function exactRtp(): Rational {
  let lowest: Rational | undefined;
  for (let wins = MIN_WIN_OUTCOMES; wins <= MAX_WIN_OUTCOMES; wins += 1) {
    const rtp = exactRtpOf({ target: wins, direction: 'under' });
    if (lowest === undefined || compare(rtp, lowest) < 0) lowest = rtp;
  }
  return lowest as Rational;
}

const RTP = exactRtp();

export const info: GameInfo = exactInfo(
  'Dice',
  [
    'Pick a target from 0.00 to 99.99 and roll over or under it. The roll is 0.00 to 99.99, each of the 10,000 results equally likely.',
    'Roll over wins when the roll is above the target; roll under wins when it is below. The win chance can be set from 1.00% to 97.00%.',
    'The payout multiplier is 98 divided by the win chance in percent, rounded down to four decimals: a 49.50% chance pays 1.9797x.',
    `Return to player: 98% less the rounding of the multiplier, at least ${formatRtp(RTP)} on every target (a 2% house edge).`,
  ],
  RTP,
);
