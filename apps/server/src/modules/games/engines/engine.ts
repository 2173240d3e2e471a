import type { GameInfo } from '@app/games/game-info';
import type { ByteSource } from '@app/games/provably-fair';

/**
 * A game's theoretical return to player as its engine's own tables give it: exact when computed
 * from the paytable, simulated when measured (blackjack's basic strategy). `basis` says what the
 * figure covers when the player's choices change it (the lowest over every choice).
 */
export interface TheoreticalRtp {
  rtpBps: GameInfo['rtpBps'];
  rtp: GameInfo['rtp'];
  method: GameInfo['rtpMethod'];
  basis: string;
}

/** The return of an engine with one theme (skin), or null when the engine has no such theme. */
export type RtpOf = (themeKey: string) => TheoreticalRtp | null;

/** What an engine gets to compute a round: the provably-fair byte stream, the stake and the game's skin. */
export interface RoundContext {
  stream: ByteSource;
  bet: number;
  themeKey: string;
}

export interface StepResult<S> {
  state: S;
  /** What the player may see now (never a hidden card or mine while the round runs). */
  view: unknown;
  finished: boolean;
  /** Total paid back to the player when finished, in hundredths. */
  payout: number;
  /** Extra stake this step takes (double, split, insurance), in hundredths. */
  extraBet: number;
}

/** A game decided in one request (slots, scratchers, roulette, dice, plinko). */
export interface SingleStepEngine<P = unknown> {
  kind: 'single';
  version: string;
  parseParams(input: unknown): P;
  /** Total stake of the round (roulette sums its chips); defaults to the bet. */
  stake?(bet: number, params: P): number;
  play(ctx: RoundContext, params: P): { payout: number; outcome: unknown };
  theoreticalRtp: RtpOf;
}

/** A game played over several requests whose state lives in the database (blackjack, mines). */
export interface MultiStepEngine<P = unknown, S = unknown> {
  kind: 'multi';
  version: string;
  parseParams(input: unknown): P;
  start(ctx: RoundContext, params: P): StepResult<S>;
  act(state: S, action: unknown): StepResult<S>;
  /** Settles a round the player left, in the way that is best for the player. */
  abandon(state: S): { payout: number; view: unknown };
  /** The full record of a finished round, hidden parts included. */
  reveal(state: S): unknown;
  theoreticalRtp: RtpOf;
}

export type GameEngine = SingleStepEngine | MultiStepEngine;
