import { describe, expect, it } from 'vitest';
import { parseGameId } from './game-id';

describe('the game id of /game-play/{gameId}', () => {
  it('reads a positive whole number', () => {
    expect(parseGameId('4')).toBe(4);
    expect(parseGameId('123456789')).toBe(123456789);
  });

  it.each([undefined, '', '0', '-3', '4.5', '1e3', 'dragon-pearls', '1234567890'])(
    'refuses %s',
    (value) => {
      expect(parseGameId(value)).toBeNull();
    },
  );
});
