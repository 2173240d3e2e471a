import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TAdjustmentListPage, TAdjustmentListQuery } from '@app/contracts/adjustments';
import { apiRequest } from '../../lib/api-client';

/** Every adjustments query starts with this key: a change refreshes them all. */
export const ADJUSTMENTS_KEY = ['adjustments'] as const;
export const adjustmentListKey = (query: TAdjustmentListQuery) =>
  [...ADJUSTMENTS_KEY, 'list', query] as const;

/** GET /admin/adjustments: one page, pending ones first, then as sorted. */
export function getAdjustments(
  query: TAdjustmentListQuery,
  signal?: AbortSignal,
): Promise<TAdjustmentListPage> {
  return apiRequest<TAdjustmentListPage>('/admin/adjustments', { query: { ...query }, signal });
}

export function useAdjustmentList(query: TAdjustmentListQuery) {
  return useQuery({
    queryKey: adjustmentListKey(query),
    queryFn: ({ signal }) => getAdjustments(query, signal),
    placeholderData: keepPreviousData,
  });
}
