import type { CoinType } from '../../../../lib/ui-store';

/**
 * Bet steps per game family and coin, in hundredths, as seeded for the games
 * (apps/server games.seed.ts). The API does not expose them yet; the server
 * checks the stake against the game's limits and answers 400 otherwise.
 */
export interface BetTable {
  readonly steps: Readonly<Record<CoinType, readonly number[]>>;
  /** Largest stake of one round (roulette: all chips together). */
  readonly max: Readonly<Record<CoinType, number>>;
}

const coins = (...amounts: number[]): number[] => amounts.map((amount) => Math.round(amount * 100));

function table(gc: number[], sc: number[], max?: { GC: number; SC: number }): BetTable {
  return {
    steps: { GC: gc, SC: sc },
    max: {
      GC: max ? max.GC * 100 : Math.max(...gc),
      SC: max ? max.SC * 100 : Math.max(...sc),
    },
  };
}

export const BET_TABLES = {
  slot: table(
    coins(100, 200, 500, 1_000, 2_000, 5_000, 10_000, 25_000, 50_000),
    coins(0.1, 0.2, 0.5, 1, 2, 5, 10, 25, 50),
  ),
  scratcher: table(coins(500, 1_000, 2_500, 5_000, 10_000), coins(0.25, 0.5, 1, 2, 5)),
  roulette: table(coins(100, 500, 1_000, 5_000, 25_000), coins(0.1, 0.5, 1, 5, 25), {
    GC: 250_000,
    SC: 250,
  }),
  blackjack: table(
    coins(500, 1_000, 2_500, 5_000, 10_000, 25_000),
    coins(0.2, 0.5, 1, 2, 5, 10, 25),
    { GC: 100_000, SC: 100 },
  ),
  originals: table(coins(100, 1_000, 5_000, 10_000, 50_000), coins(0.1, 1, 5, 10, 50), {
    GC: 1_000_000,
    SC: 500,
  }),
} as const satisfies Record<string, BetTable>;

export type BetFamily = keyof typeof BET_TABLES;

/** The steps of a family for a coin. */
export function betSteps(family: BetFamily, coin: CoinType): readonly number[] {
  return BET_TABLES[family].steps[coin];
}
