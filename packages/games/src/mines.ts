/**
 * Mines: a 5x5 grid hides 1–24 mines. The player reveals cells one at a time
 * and may cash out after any safe reveal; a mine ends the round with nothing.
 * After k safe reveals with m mines the multiplier is
 * (1 − edge) × C(25, k) / C(25 − m, k), floored to four decimals, so cashing
 * out after any number of reveals returns 98% (2% edge) less the flooring.
 *
 * A pure state machine: `start` draws the mines; `act` reveals or cashes
 * out; `settle` reads the result. States are plain JSON: the server stores
 * one per round and resumes it after a restart. Revealing every safe cell
 * cashes out by itself.
 *
 * Randomness: the mine cells are drawn without replacement at start (a
 * partial Fisher–Yates over cells 0–24: one draw in [0, 25 − i) per mine,
 * one byte each plus rejected draws). Nothing is drawn afterwards.
 */
import {
  GameRuleError,
  assertBet,
  payoutHundredths,
  type BetLimits,
  type Multiplier,
} from './bets';
import { compare, mul, ratio, type Rational } from './exact';
import { exactInfo, formatRtp, type GameInfo } from './game-info';
import { drawWithoutReplacement, type ByteSource } from './provably-fair';

export const GAME_VERSION = 'mines-1';

export const CELLS = 25;
export const MIN_MINES = 1;
export const MAX_MINES = 24;
/** (1 − edge) = 98 / 100. */
const KEEP_NUMERATOR = 98n;
const KEEP_DENOMINATOR = 100n;
export const MULTIPLIER_SCALE = 10_000;

export type MinesStatus = 'playing' | 'lost' | 'cashedOut';

export interface MinesState {
  readonly game: 'mines';
  readonly version: typeof GAME_VERSION;
  readonly bet: number;
  readonly mineCount: number;
  /** Mine cells (0–24, row-major) in draw order. Secret until the round ends. */
  readonly mines: readonly number[];
  /** Revealed cells in reveal order; the last one is the mine when lost. */
  readonly revealed: readonly number[];
  readonly status: MinesStatus;
}

export type MinesAction =
  { readonly type: 'reveal'; readonly cell: number } | { readonly type: 'cashOut' };

function binomial(n: number, k: number): bigint {
  let result = 1n;
  for (let i = 1; i <= k; i += 1) result = (result * BigInt(n - k + i)) / BigInt(i);
  return result;
}

function assertMineCount(mineCount: number): void {
  if (!Number.isInteger(mineCount) || mineCount < MIN_MINES || mineCount > MAX_MINES) {
    throw new GameRuleError('INVALID_SELECTION', `Choose ${MIN_MINES} to ${MAX_MINES} mines`);
  }
}

/** MULTIPLIERS[m][k] = floor(0.98 × C(25, k) / C(25 − m, k) × 10,000), computed once. */
const MULTIPLIERS: readonly (readonly number[])[] = Array.from({ length: MAX_MINES + 1 }, (_, m) =>
  m < MIN_MINES
    ? []
    : Array.from({ length: CELLS - m + 1 }, (_, k) =>
        Number(
          (KEEP_NUMERATOR * BigInt(MULTIPLIER_SCALE) * binomial(CELLS, k)) /
            (KEEP_DENOMINATOR * binomial(CELLS - m, k)),
        ),
      ),
);

/** The cash-out multiplier after `safeReveals` safe cells: floor4(0.98 × C(25, k) / C(25 − m, k)). */
export function multiplierFor(mineCount: number, safeReveals: number): Multiplier {
  assertMineCount(mineCount);
  const numerator = MULTIPLIERS[mineCount]?.[safeReveals];
  if (!Number.isInteger(safeReveals) || numerator === undefined) {
    throw new RangeError(`${safeReveals} safe reveals are impossible with ${mineCount} mines`);
  }
  return { numerator, denominator: MULTIPLIER_SCALE };
}

/** P(the first k reveals are all safe) = C(25 − m, k) / C(25, k). */
export function survivalProbability(mineCount: number, safeReveals: number): Rational {
  return ratio(binomial(CELLS - mineCount, safeReveals), binomial(CELLS, safeReveals));
}

/** Exact return of "reveal k cells, then cash out" with m mines. */
export function exactRtpOf(mineCount: number, safeReveals: number): Rational {
  const { numerator, denominator } = multiplierFor(mineCount, safeReveals);
  return mul(survivalProbability(mineCount, safeReveals), ratio(numerator, denominator));
}

/** The lowest return of any mine count and any cash-out point (the figure the game guarantees). */
export function exactRtp(): Rational {
  let lowest: Rational | undefined;
  for (let m = MIN_MINES; m <= MAX_MINES; m += 1) {
    for (let k = 1; k <= CELLS - m; k += 1) {
      const rtp = exactRtpOf(m, k);
      if (lowest === undefined || compare(rtp, lowest) < 0) lowest = rtp;
    }
  }
  return lowest as Rational;
}

/** A new round: validates the bet and mine count and draws the mines. */
export function start(
  bet: number,
  mineCount: number,
  limits: BetLimits,
  source: ByteSource,
): MinesState {
  assertBet(bet, limits);
  assertMineCount(mineCount);
  return {
    game: 'mines',
    version: GAME_VERSION,
    bet,
    mineCount,
    mines: drawWithoutReplacement(source, CELLS, mineCount),
    revealed: [],
    status: 'playing',
  };
}

function assertState(state: MinesState): void {
  const ok =
    state.game === 'mines' &&
    state.version === GAME_VERSION &&
    Array.isArray(state.mines) &&
    state.mines.length === state.mineCount &&
    Array.isArray(state.revealed);
  if (!ok) throw new GameRuleError('INVALID_STATE', 'Not a mines round of this version');
}

/** The next state after a reveal or a cash-out. The input state is not changed. */
export function act(state: MinesState, action: MinesAction): MinesState {
  assertState(state);
  if (state.status !== 'playing') {
    throw new GameRuleError('ROUND_FINISHED', 'The round is over');
  }
  if (action.type === 'cashOut') {
    if (state.revealed.length === 0) {
      throw new GameRuleError('INVALID_ACTION', 'Reveal a cell before cashing out');
    }
    return { ...state, status: 'cashedOut' };
  }
  if (action.type !== 'reveal') {
    throw new GameRuleError('INVALID_ACTION', 'Unknown action');
  }
  const { cell } = action;
  if (!Number.isInteger(cell) || cell < 0 || cell >= CELLS) {
    throw new GameRuleError('INVALID_ACTION', 'Cell must be 0 to 24');
  }
  if (state.revealed.includes(cell)) {
    throw new GameRuleError('INVALID_ACTION', 'Cell already revealed');
  }
  const revealed = [...state.revealed, cell];
  if (state.mines.includes(cell)) return { ...state, revealed, status: 'lost' };
  const allSafeRevealed = revealed.length === CELLS - state.mineCount;
  return { ...state, revealed, status: allSafeRevealed ? 'cashedOut' : 'playing' };
}

export interface MinesSettlement {
  readonly status: 'lost' | 'cashedOut';
  readonly multiplier: Multiplier;
  readonly payout: number;
}

/** The result of a finished round (throws while it is still being played). */
export function settle(state: MinesState): MinesSettlement {
  assertState(state);
  if (state.status === 'playing') {
    throw new GameRuleError('INVALID_ACTION', 'The round is still being played');
  }
  if (state.status === 'lost') {
    return { status: 'lost', multiplier: { numerator: 0, denominator: 1 }, payout: 0 };
  }
  const multiplier = multiplierFor(state.mineCount, state.revealed.length);
  return {
    status: 'cashedOut',
    multiplier,
    payout: payoutHundredths(state.bet, multiplier.numerator, multiplier.denominator),
  };
}

export interface MinesView {
  readonly bet: number;
  readonly mineCount: number;
  readonly revealed: readonly number[];
  readonly status: MinesStatus;
  /** Only when the round is over. */
  readonly mines: readonly number[] | null;
  /** The multiplier of the safe cells revealed so far, and of the next one. */
  readonly currentMultiplier: Multiplier;
  readonly nextMultiplier: Multiplier | null;
}

/** What the player may see: the mines stay hidden while the round is played. */
export function publicView(state: MinesState): MinesView {
  assertState(state);
  const safe = state.status === 'lost' ? state.revealed.length - 1 : state.revealed.length;
  const canContinue = state.status === 'playing' && safe < CELLS - state.mineCount;
  return {
    bet: state.bet,
    mineCount: state.mineCount,
    revealed: state.revealed,
    status: state.status,
    mines: state.status === 'playing' ? null : state.mines,
    currentMultiplier: multiplierFor(state.mineCount, safe),
    nextMultiplier: canContinue ? multiplierFor(state.mineCount, safe + 1) : null,
  };
}

const RTP = exactRtp();

export const info: GameInfo = exactInfo(
  'Mines',
  [
    'Choose 1 to 24 mines hidden among the 25 cells of a 5x5 grid, each placement equally likely. Reveal cells one at a time: a gem raises your multiplier, a mine ends the round and loses the bet.',
    'Cash out after any gem to win the bet times the current multiplier. Revealing every gem cashes out by itself.',
    'After k gems with m mines the multiplier is 0.98 × C(25, k) / C(25 − m, k), rounded down to four decimals.',
    `Return to player: 98% less the rounding of the multiplier, at least ${formatRtp(RTP)} whatever the mines and whenever you cash out.`,
  ],
  RTP,
);
