import { useQuery } from '@tanstack/react-query';
import type { TReconciliationRun } from '@app/contracts/reconciliation';
import { apiRequest } from '../../lib/api-client';
import { RECONCILIATION_KEY } from './get-reconciliation-cases';

export const reconciliationRunsKey = (day: string) => [...RECONCILIATION_KEY, 'runs', day] as const;

/** GET /admin/reconciliation/runs?day: the day's runs, newest first. */
export function useReconciliationRuns(day: string) {
  return useQuery({
    queryKey: reconciliationRunsKey(day),
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ runs: TReconciliationRun[] }>('/admin/reconciliation/runs', {
          query: { day },
          signal,
        })
      ).runs,
  });
}
