import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@app/contracts/constants';
import { api } from '../../../lib/api-client';
import { pagedGamesQueryOptions, type GamesPage } from '../game-pages';

export const favoriteGamesQueryKeys = {
  all: ['casino-games', 'favorites'] as const,
  list: (viewer: string) => [...favoriteGamesQueryKeys.all, viewer] as const,
};

/** GET /casino-games/favorite?limit=16&page= (signed-in players only). */
export function getFavoriteGames(
  paging: { readonly page: number; readonly limit: number },
  signal?: AbortSignal,
): Promise<GamesPage> {
  return api.get<GamesPage>('/casino-games/favorite', { query: { ...paging }, signal });
}

export const favoriteGamesInfiniteQueryOptions = (viewer: string) =>
  pagedGamesQueryOptions(favoriteGamesQueryKeys.list(viewer), (page, signal) =>
    getFavoriteGames({ page, limit: PAGE_SIZE }, signal),
  );

/** The player's favourite games, newest first, 16 at a time. */
export function useFavoriteGames(viewer: string) {
  return useInfiniteQuery(favoriteGamesInfiniteQueryOptions(viewer));
}
