import type { GameEngine } from './engine';
import { blackjackEngine, minesEngine } from './multi-step-engines';
import {
  diceEngine,
  plinkoEngine,
  rouletteEngine,
  scratcherEngine,
  slotEngine,
} from './one-step-engines';

/** Every playable engine by game type (games.game_type). */
export const ENGINES: Record<string, GameEngine> = {
  slot: slotEngine,
  scratcher: scratcherEngine,
  roulette: rouletteEngine,
  dice: diceEngine,
  plinko: plinkoEngine,
  blackjack: blackjackEngine,
  mines: minesEngine,
};
