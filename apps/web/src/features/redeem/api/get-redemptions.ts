import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@app/contracts/constants';
import type { TRedemptionList } from '@app/contracts/redemptions';
import { api } from '../../../lib/api-client';

/** Keys of the player's redemptions; a request, a cancel or a live status makes every page stale. */
export const redemptionsQueryKeys = {
  all: ['redeem', 'requests'] as const,
  page: (page: number) => [...redemptionsQueryKeys.all, page] as const,
};

/** GET /payment/redeem-requests?page&limit: the player's own redemptions, newest first. */
export function getRedemptions(page: number, signal?: AbortSignal): Promise<TRedemptionList> {
  return api.get<TRedemptionList>('/payment/redeem-requests', {
    query: { page, limit: PAGE_SIZE },
    signal,
  });
}

export const redemptionsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: redemptionsQueryKeys.page(page),
    queryFn: ({ signal }) => getRedemptions(page, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useRedemptions(page: number) {
  return useQuery(redemptionsQueryOptions(page));
}
