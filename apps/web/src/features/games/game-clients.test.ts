import { describe, expect, it } from 'vitest';
import { GAME_CLIENTS, PENDING_GAME_CLIENT, gameClientFor, isGameType } from './game-clients';

describe('game client by engine type', () => {
  it.each(['slot', 'scratcher', 'roulette', 'blackjack', 'dice', 'plinko', 'mines'])(
    'has a client for %s games',
    (gameType) => {
      expect(isGameType(gameType)).toBe(true);
      expect(gameClientFor(gameType)).toBe(GAME_CLIENTS[gameType as keyof typeof GAME_CLIENTS]);
    },
  );

  it('gives an engine it does not know the pending table instead of failing', () => {
    expect(isGameType('keno')).toBe(false);
    expect(isGameType('toString')).toBe(false);
    expect(gameClientFor('keno')).toBe(PENDING_GAME_CLIENT);
  });
});
