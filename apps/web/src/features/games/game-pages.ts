import { PAGE_SIZE } from '@app/contracts/constants';
import type { TGameCard } from '@app/contracts/games';
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';

/** One page of a game list: GET /casino-games, /casino-games/favorite, /casino-games/recently-played. */
export interface GamesPage {
  readonly rows: readonly TGameCard[];
  readonly count: number;
}

/** Paged lists are asked for 16 at a time (PAGE_SIZE, SPEC §9) and start at page 1. */
export const FIRST_PAGE = 1;

/**
 * The page to ask for after `pages`, or undefined when every game of the
 * list has arrived (or the last page came back short, e.g. a list that
 * shrank while scrolling).
 */
export function nextPageAfter(
  pages: readonly GamesPage[],
  pageSize: number = PAGE_SIZE,
): number | undefined {
  const last = pages.at(-1);
  if (!last) return FIRST_PAGE;
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  if (last.rows.length < pageSize || loaded >= last.count) return undefined;
  return pages.length + 1;
}

/** Every game of the loaded pages, once each (a game can move between pages while scrolling). */
export function gamesOfPages(pages: readonly GamesPage[]): TGameCard[] {
  const seen = new Set<number>();
  const games: TGameCard[] = [];
  for (const page of pages) {
    for (const game of page.rows) {
      if (seen.has(game.masterCasinoGameId)) continue;
      seen.add(game.masterCasinoGameId);
      games.push(game);
    }
  }
  return games;
}

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
