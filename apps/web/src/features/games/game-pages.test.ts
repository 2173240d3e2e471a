import { describe, expect, it } from 'vitest';
import type { TGameCard } from '@app/contracts/games';
import { gamesOfPages, nextPageAfter, type GamesPage } from './game-pages';

const card = (id: number): TGameCard => ({
  masterCasinoGameId: id,
  name: `Game ${id}`,
  slug: `game-${id}`,
  imageUrl: `/images/games/game-${id}.svg`,
  gameType: 'slot',
  themeKey: 'classic',
  FavoriteGames: false,
});

const page = (ids: number[], count: number): GamesPage => ({ rows: ids.map(card), count });
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('paging a game list 16 at a time', () => {
  it('asks for page 2 while games remain', () => {
    expect(nextPageAfter([page(range(1, 16), 40)])).toBe(2);
    expect(nextPageAfter([page(range(1, 16), 40), page(range(17, 32), 40)])).toBe(3);
  });

  it('stops once every game has arrived', () => {
    expect(nextPageAfter([page(range(1, 16), 16)])).toBeUndefined();
    expect(nextPageAfter([page(range(1, 11), 11)])).toBeUndefined();
    expect(nextPageAfter([page([], 0)])).toBeUndefined();
  });

  it('stops when a page comes back short although the count promised more', () => {
    expect(nextPageAfter([page(range(1, 16), 40), page(range(17, 20), 40)])).toBeUndefined();
  });

  it('lists every game once even when one moved to the next page', () => {
    const games = gamesOfPages([page(range(1, 16), 33), page(range(16, 31), 33)]);
    expect(games.map((g) => g.masterCasinoGameId)).toEqual(range(1, 31));
  });
});
