import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@app/contracts/constants';
import type { TRedemptionList } from '@app/contracts/redemptions';
import { api } from '../../../lib/api-client';
import { MONEY_DEPENDENT } from '../../../lib/money-events';
import { FIRST_PAGE, nextPageAfter } from '../../../lib/paged-list';

/** Keys of the player's redemptions; a request, a cancel or a live status makes the list stale. */
export const redemptionsQueryKeys = {
  all: ['redeem', 'requests'] as const,
};

/** GET /payment/redeem-requests?page&limit: the player's own redemptions, newest first. */
export function getRedemptions(page: number, signal?: AbortSignal): Promise<TRedemptionList> {
  return api.get<TRedemptionList>('/payment/redeem-requests', {
    query: { page, limit: PAGE_SIZE },
    signal,
  });
}

export const redemptionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: redemptionsQueryKeys.all,
    queryFn: ({ pageParam, signal }) => getRedemptions(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (_lastPage, pages) => nextPageAfter(pages),
    staleTime: 0,
    meta: MONEY_DEPENDENT,
  });

/** The player's redemptions, PAGE_SIZE a page, loaded as the list is scrolled. */
export function useRedemptions() {
  return useInfiniteQuery(redemptionsQueryOptions());
}
