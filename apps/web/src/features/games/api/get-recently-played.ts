import { useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@app/contracts/constants';
import { api } from '../../../lib/api-client';
import { pagedGamesQueryOptions, type GamesPage } from '../game-pages';

export const recentlyPlayedQueryKeys = {
  all: ['casino-games', 'recently-played'] as const,
  list: (viewer: string) => [...recentlyPlayedQueryKeys.all, viewer] as const,
};

/** GET /casino-games/recently-played?limit=16&page= (signed-in players only). */
export function getRecentlyPlayed(
  paging: { readonly page: number; readonly limit: number },
  signal?: AbortSignal,
): Promise<GamesPage> {
  return api.get<GamesPage>('/casino-games/recently-played', { query: { ...paging }, signal });
}

export const recentlyPlayedInfiniteQueryOptions = (viewer: string) =>
  pagedGamesQueryOptions(recentlyPlayedQueryKeys.list(viewer), (page, signal) =>
    getRecentlyPlayed({ page, limit: PAGE_SIZE }, signal),
  );

/** The games the player opened last, most recent first, 16 at a time. */
export function useRecentlyPlayed(viewer: string) {
  return useInfiniteQuery(recentlyPlayedInfiniteQueryOptions(viewer));
}
