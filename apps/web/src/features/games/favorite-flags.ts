import type { InfiniteData } from '@tanstack/react-query';
import type { TGameCard } from '@app/contracts/games';
import type { SubCategory } from './api/get-sub-categories';
import type { GamesPage } from './game-pages';

/**
 * The heart flips at once (SPEC §4 Favourites): these rewrite the cached
 * lists so every card of the game shows the new flag before the server
 * answers. Lists without the game come back as they were (same object), so
 * nothing else re-renders.
 */
function withFlag(
  games: readonly TGameCard[],
  gameId: number,
  isFavorite: boolean,
): readonly TGameCard[] {
  if (!games.some((g) => g.masterCasinoGameId === gameId && g.FavoriteGames !== isFavorite)) {
    return games;
  }
  return games.map((g) =>
    g.masterCasinoGameId === gameId ? { ...g, FavoriteGames: isFavorite } : g,
  );
}

export function flagFavoriteInSubCategories(
  categories: readonly SubCategory[] | undefined,
  gameId: number,
  isFavorite: boolean,
): readonly SubCategory[] | undefined {
  if (!categories) return categories;
  let changed = false;
  const next = categories.map((category) => {
    const games = withFlag(category.subCategoryGames, gameId, isFavorite);
    if (games === category.subCategoryGames) return category;
    changed = true;
    return { ...category, subCategoryGames: games };
  });
  return changed ? next : categories;
}

export function flagFavoriteInPages(
  data: InfiniteData<GamesPage, number> | undefined,
  gameId: number,
  isFavorite: boolean,
): InfiniteData<GamesPage, number> | undefined {
  if (!data) return data;
  let changed = false;
  const pages = data.pages.map((page) => {
    const rows = withFlag(page.rows, gameId, isFavorite);
    if (rows === page.rows) return page;
    changed = true;
    return { ...page, rows };
  });
  return changed ? { ...data, pages } : data;
}
