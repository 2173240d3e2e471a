import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDisputeListPage, TDisputeListQuery } from '@app/contracts/disputes';
import { apiRequest } from '../../lib/api-client';

/** Every disputes query starts with this key: collecting or waiving a debt refreshes them all. */
export const DISPUTES_KEY = ['disputes'] as const;
export const disputeListKey = (query: TDisputeListQuery) =>
  [...DISPUTES_KEY, 'list', query] as const;

/** GET /admin/disputes: one page of chargebacks and disputes, newest first. */
export function getDisputes(
  query: TDisputeListQuery,
  signal?: AbortSignal,
): Promise<TDisputeListPage> {
  return apiRequest<TDisputeListPage>('/admin/disputes', { query: { ...query }, signal });
}

export function useDisputeList(query: TDisputeListQuery) {
  return useQuery({
    queryKey: disputeListKey(query),
    queryFn: ({ signal }) => getDisputes(query, signal),
    placeholderData: keepPreviousData,
  });
}
