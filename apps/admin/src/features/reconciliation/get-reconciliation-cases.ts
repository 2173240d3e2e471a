import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TReconciliationCasePage,
  TReconciliationCaseListQuery,
} from '@app/contracts/reconciliation';
import { apiRequest } from '../../lib/api-client';

/** Every reconciliation query starts with this key: a run or a resolution refreshes them. */
export const RECONCILIATION_KEY = ['reconciliation'] as const;
export const reconciliationCasesKey = (query: TReconciliationCaseListQuery) =>
  [...RECONCILIATION_KEY, 'cases', query] as const;

/** GET /admin/reconciliation/cases: one page, open cases first, then the newest day. */
export function getReconciliationCases(
  query: TReconciliationCaseListQuery,
  signal?: AbortSignal,
): Promise<TReconciliationCasePage> {
  return apiRequest<TReconciliationCasePage>('/admin/reconciliation/cases', {
    query: { ...query },
    signal,
  });
}

export function useReconciliationCases(query: TReconciliationCaseListQuery) {
  return useQuery({
    queryKey: reconciliationCasesKey(query),
    queryFn: ({ signal }) => getReconciliationCases(query, signal),
    placeholderData: keepPreviousData,
  });
}
