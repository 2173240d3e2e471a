import type { TGameCard } from '@app/contracts/games';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { FIRST_PAGE, nextPageAfter, rowsOfPages, type Page } from '../../lib/paged-list';

/** One page of a game list: GET /casino-games, /casino-games/favorite, /casino-games/recently-played. */
export type GamesPage = Page<TGameCard>;

export { FIRST_PAGE, nextPageAfter };

/** Every game of the loaded pages, once each (a game can move between pages while scrolling). */
export const gamesOfPages = (pages: readonly GamesPage[]): TGameCard[] =>
  rowsOfPages(pages, (game) => game.masterCasinoGameId);

/**
 * TanStack options of a paged game list: 16 a page from page 1, the next
 * page while games remain. Every list (a category, favourites, recently
 * played) has the same shape, so grids and infinite scroll treat them alike.
 */
export function pagedGamesQueryOptions(
  queryKey: QueryKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<GamesPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (_lastPage, pages) => nextPageAfter(pages),
  });
}
