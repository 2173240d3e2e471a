import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { LaunchedGame } from './api/launch-game';

/** What every game client gets: the launched game (id, name, engine type and theme). */
export interface GameClientProps {
  readonly game: LaunchedGame;
}

export type GameClientComponent = LazyExoticComponent<ComponentType<GameClientProps>>;

/** The table every game shows until its own client is plugged in below. */
export const PENDING_GAME_CLIENT: GameClientComponent = lazy(async () => ({
  default: (await import('./game-table-pending')).GameTablePending,
}));

/**
 * The mount point of the game clients: one lazily loaded client per engine
 * type (TGameCard.gameType), so a game's code loads only when it is played.
 * Each entry is replaced by that engine's client as it is built.
 */
export const GAME_CLIENTS = {
  slot: lazy(async () => ({ default: (await import('./clients/slots/slot-client')).SlotClient })),
  scratcher: lazy(async () => ({
    default: (await import('./clients/scratchers/scratcher-client')).ScratcherClient,
  })),
  roulette: lazy(async () => ({
    default: (await import('./clients/roulette/roulette-client')).RouletteClient,
  })),
  blackjack: lazy(async () => ({
    default: (await import('./clients/blackjack/blackjack-client')).BlackjackClient,
  })),
  dice: lazy(async () => ({ default: (await import('./clients/dice/dice-client')).DiceClient })),
  plinko: lazy(async () => ({
    default: (await import('./clients/plinko/plinko-client')).PlinkoClient,
  })),
  mines: lazy(async () => ({
    default: (await import('./clients/mines/mines-client')).MinesClient,
  })),
} as const satisfies Readonly<Record<string, GameClientComponent>>;

export type GameType = keyof typeof GAME_CLIENTS;

export const isGameType = (value: string): value is GameType => Object.hasOwn(GAME_CLIENTS, value);

/** The client of a game's engine type; an engine this build does not know gets the pending table. */
export function gameClientFor(gameType: string): GameClientComponent {
  return isGameType(gameType) ? GAME_CLIENTS[gameType] : PENDING_GAME_CLIENT;
}
