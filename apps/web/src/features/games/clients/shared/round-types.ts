import type { CoinType } from '../../../../lib/ui-store';

/**
 * Answers of the casino-games play API. Amounts (`bet`, `payout`,
 * `balanceAfter`) are decimals in coins; the game modules' objects inside
 * (`outcome`, `view`) keep their amounts in hundredths.
 */
interface RoundBase {
  readonly roundId: number;
  readonly gameId: number;
  readonly status: 'settled' | 'active';
  readonly coinType: CoinType;
  readonly bet: number;
  readonly payout: number;
  readonly balanceAfter: number | null;
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  readonly nonce: number;
}

/** POST /casino-games/:gameId/play: a one-step round, already settled. */
export interface PlayedRound<O> extends RoundBase {
  readonly outcome: O;
}

/** POST /start and /action, GET /active: a multi-step round and what the player may see. */
export interface SteppedRound<V> extends RoundBase {
  readonly view: V;
}

export interface RoundRequest {
  readonly coinType: CoinType;
  /** The stake in coins (two decimals at most). */
  readonly bet: number;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** GET /casino-games/fairness */
export interface FairnessState {
  readonly serverSeedHash: string;
  readonly clientSeed: string;
  /** The nonce the next round uses. */
  readonly nonce: number;
}

/** POST /casino-games/fairness/rotate */
export interface RotatedSeeds {
  readonly previous: {
    readonly serverSeed: string;
    readonly serverSeedHash: string;
    readonly clientSeed: string;
    /** The last nonce played with the previous pair (-1 when none was). */
    readonly lastNonce: number;
  };
  readonly current: FairnessState;
}

/** GET /casino-games/rounds/:roundId: everything needed to verify a round. */
export interface RoundDetail extends RoundBase {
  readonly gameType: string;
  readonly gameVersion: string;
  readonly params: unknown;
  /** The game module's result; null while a multi-step round is still played. */
  readonly outcome: unknown;
  /** Multi-step games: the view after the start and after every action. */
  readonly steps: readonly unknown[];
  readonly createdAt: string;
  readonly settledAt: string | null;
  /** Null until the player rotates the seed pair the round was played with. */
  readonly serverSeed: string | null;
}

/** One row of GET /casino-games/bets. */
export interface HistoryRow extends RoundBase {
  readonly gameName: string;
  readonly createdAt: string;
}

export interface HistoryPage {
  readonly rows: readonly HistoryRow[];
  readonly count: number;
}
