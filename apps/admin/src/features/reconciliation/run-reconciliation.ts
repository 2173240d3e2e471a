import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReconciliationRun } from '@app/contracts/reconciliation';
import { apiRequest } from '../../lib/api-client';
import { RECONCILIATION_KEY } from './get-reconciliation-cases';
import { reconciliationRunsKey } from './get-reconciliation-runs';

/** POST /admin/reconciliation/runs: reconciles the day now (audited); answers the run. */
export async function runReconciliation(day: string): Promise<TReconciliationRun> {
  const data = await apiRequest<{ run: TReconciliationRun }>('/admin/reconciliation/runs', {
    method: 'POST',
    body: { day },
  });
  return data.run;
}

export function useRunReconciliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runReconciliation,
    onSuccess: async (run) => {
      await queryClient.invalidateQueries({ queryKey: reconciliationRunsKey(run.day) });
      await queryClient.invalidateQueries({ queryKey: [...RECONCILIATION_KEY, 'cases'] });
    },
  });
}
