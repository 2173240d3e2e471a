import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { TGameCard } from '@app/contracts/games';
import type { SubCategory } from './api/get-sub-categories';
import { flagFavoriteInPages, flagFavoriteInSubCategories } from './favorite-flags';
import type { GamesPage } from './game-pages';

const card = (id: number, FavoriteGames = false): TGameCard => ({
  masterCasinoGameId: id,
  name: `Game ${id}`,
  slug: `game-${id}`,
  imageUrl: `/images/games/game-${id}.svg`,
  gameType: 'slot',
  themeKey: 'classic',
  FavoriteGames,
});

const category = (id: number, games: TGameCard[]): SubCategory => ({
  masterGameSubCategoryId: id,
  name: { EN: `Category ${id}` },
  slug: `category-${id}`,
  imageUrl: null,
  isFeatured: true,
  subCategoryGames: games,
});

describe('the heart flips at once on every card of the game', () => {
  it('flags the game in every category that holds it', () => {
    const before = [
      category(1, [card(1), card(4)]),
      category(2, [card(4)]),
      category(3, [card(2)]),
    ];
    const after = flagFavoriteInSubCategories(before, 4, true);
    expect(after?.map((c) => c.subCategoryGames.map((g) => g.FavoriteGames))).toEqual([
      [false, true],
      [true],
      [false],
    ]);
    expect(after?.[2]).toBe(before[2]);
    expect(before[0]?.subCategoryGames[1]?.FavoriteGames).toBe(false);
  });

  it('flags the game on every loaded page', () => {
    const before: InfiniteData<GamesPage, number> = {
      pages: [
        { rows: [card(1, true), card(2)], count: 3 },
        { rows: [card(3)], count: 3 },
      ],
      pageParams: [1, 2],
    };
    const after = flagFavoriteInPages(before, 1, false);
    expect(after?.pages[0]?.rows.map((g) => g.FavoriteGames)).toEqual([false, false]);
    expect(after?.pages[1]).toBe(before.pages[1]);
    expect(after?.pageParams).toEqual([1, 2]);
  });

  it('returns a list without the game (or already flagged) unchanged', () => {
    const categories = [category(1, [card(1, true)])];
    expect(flagFavoriteInSubCategories(categories, 1, true)).toBe(categories);
    expect(flagFavoriteInSubCategories(categories, 9, true)).toBe(categories);
    expect(flagFavoriteInSubCategories(undefined, 1, true)).toBeUndefined();
    expect(flagFavoriteInPages(undefined, 1, true)).toBeUndefined();
  });
});
