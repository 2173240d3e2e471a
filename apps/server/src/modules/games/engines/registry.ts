import type { GameEngine } from './engine';

/** Every playable engine by game type (games.game_type). */
export const ENGINES: Record<string, GameEngine> = {};
