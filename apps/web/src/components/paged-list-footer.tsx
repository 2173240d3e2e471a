import { useInfiniteScroll } from '../lib/use-infinite-scroll';
import { ListEmpty } from './list-empty';
import './list-state.css';

interface PagedListFooterProps {
  /** What the list holds, in lower case: 'games', 'packages'. */
  readonly noun: string;
  readonly error: unknown;
  readonly hasNextPage: boolean;
  readonly isFetchingNextPage: boolean;
  readonly fetchNextPage: () => Promise<unknown>;
  readonly refetch: () => Promise<unknown>;
}

/**
 * The end of an infinite list: the next page loads as the player scrolls near
 * it, a button does the same for keyboards and screen readers, and a failed
 * load offers Try again.
 */
export function PagedListFooter({
  noun,
  error,
  hasNextPage,
  isFetchingNextPage,
  fetchNextPage,
  refetch,
}: PagedListFooterProps) {
  const canLoadMore = hasNextPage && !isFetchingNextPage && !error;
  const sentinelRef = useInfiniteScroll<HTMLDivElement>(() => {
    void fetchNextPage();
  }, canLoadMore);
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  return (
    <>
      {Boolean(error) && (
        <ListEmpty role="alert" title={`${Noun} could not be loaded.`}>
          <button type="button" className="btn btn--ghost" onClick={() => void refetch()}>
            Try again
          </button>
        </ListEmpty>
      )}
      {hasNextPage && !error && (
        <div ref={sentinelRef} className="list-more">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage && <span className="btn__spinner" aria-hidden="true" />}
            {isFetchingNextPage ? `Loading ${noun}` : `Load more ${noun}`}
          </button>
        </div>
      )}
    </>
  );
}
