import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import { PAGE_SIZE } from '@app/contracts/constants';
import type { TCasinoGamesQuery } from '@app/contracts/games';
import { api } from '../../../lib/api-client';
import { pagedGamesQueryOptions, type GamesPage } from '../game-pages';
import { useViewer } from '../use-viewer';

export interface GamesFilter {
  /** 'All Games', 'Favorite Games', 'Recently Played' or a category's EN name. */
  readonly subCategoryName: string;
  readonly search?: string;
}

export const gamesQueryKeys = {
  all: ['casino-games', 'list'] as const,
  list: (viewer: string | null, filter: GamesFilter) =>
    [
      ...gamesQueryKeys.all,
      viewer,
      { subCategoryName: filter.subCategoryName, search: filter.search ?? '' },
    ] as const,
};

/** Whether a cached list is the one of `subCategoryName` (for any viewer and search). */
export function isGamesListOf(queryKey: QueryKey, subCategoryName: string): boolean {
  const filter = queryKey[gamesQueryKeys.all.length + 1];
  if (typeof filter !== 'object' || filter === null) return false;
  const name = (filter as { subCategoryName?: unknown }).subCategoryName;
  return typeof name === 'string' && name.toLowerCase() === subCategoryName.toLowerCase();
}

/** GET /casino-games?subCategoryName=&search=&limit=16&page= */
export function getGames(query: TCasinoGamesQuery, signal?: AbortSignal): Promise<GamesPage> {
  return api.get<GamesPage>('/casino-games', { query: { ...query }, signal });
}

export const gamesInfiniteQueryOptions = (viewer: string | null, filter: GamesFilter) =>
  pagedGamesQueryOptions(gamesQueryKeys.list(viewer, filter), (page, signal) =>
    getGames(
      { subCategoryName: filter.subCategoryName, search: filter.search, limit: PAGE_SIZE, page },
      signal,
    ),
  );

/** A category's games (or the search results within it), 16 at a time. */
export function useGames(filter: GamesFilter) {
  const viewer = useViewer();
  return useInfiniteQuery(gamesInfiniteQueryOptions(viewer, filter));
}
