import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-client';
import { GameGrid, GameGridSkeleton } from './game-grid';
import { gamesOfPages, type GamesPage } from './game-pages';
import { ListEmpty } from '../../components/list-empty';
import { PagedListFooter } from '../../components/paged-list-footer';

/** SPEC-style empty state of every game list. */
export const NO_GAMES_TEXT = 'No games found';

type GamesQuery = UseInfiniteQueryResult<InfiniteData<GamesPage, unknown>>;

interface PagedGameGridProps {
  readonly query: GamesQuery;
  /** Said under 'No games found' (e.g. what to try instead). */
  readonly emptyHint?: string;
}

/**
 * A paged game list in a grid: 16 games first, the next 16 as the player
 * scrolls near the end (infinite scroll), with a button doing the same for
 * keyboards and screen readers.
 */
export function PagedGameGrid({ query, emptyHint }: PagedGameGridProps) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;

  if (isPending) return <GameGridSkeleton />;

  const games = data ? gamesOfPages(data.pages) : [];
  // An unknown category answers 404: for the player it simply has no games.
  if (games.length === 0 && (!error || (error instanceof ApiError && error.status === 404))) {
    return <ListEmpty role="status" title={NO_GAMES_TEXT} hint={emptyHint} />;
  }

  return (
    <>
      {games.length > 0 && <GameGrid games={games} />}
      <PagedListFooter
        noun="games"
        error={error}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        refetch={refetch}
      />
    </>
  );
}
