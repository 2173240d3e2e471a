import { useEffect, useRef } from 'react';

/**
 * Calls `loadMore` when the returned sentinel element comes within
 * `rootMargin` of the viewport (IntersectionObserver), while `enabled`.
 */
export function useInfiniteScroll<T extends Element>(
  loadMore: () => void,
  enabled: boolean,
  rootMargin = '600px 0px',
) {
  const sentinelRef = useRef<T>(null);
  const loadMoreRef = useRef(loadMore);

  useEffect(() => {
    loadMoreRef.current = loadMore;
  }, [loadMore]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!enabled || !sentinel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMoreRef.current();
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [enabled, rootMargin]);

  return sentinelRef;
}
