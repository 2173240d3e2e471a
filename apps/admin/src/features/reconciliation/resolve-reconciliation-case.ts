import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReconciliationCase } from '@app/contracts/reconciliation';
import { apiRequest } from '../../lib/api-client';
import { RECONCILIATION_KEY } from './get-reconciliation-cases';

/** POST /admin/reconciliation/cases/:id/resolve: the note of what was found and done (audited). */
export async function resolveReconciliationCase(input: {
  id: number;
  note: string;
}): Promise<TReconciliationCase> {
  const data = await apiRequest<{ case: TReconciliationCase }>(
    `/admin/reconciliation/cases/${input.id}/resolve`,
    { method: 'POST', body: { note: input.note } },
  );
  return data.case;
}

export function useResolveReconciliationCase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveReconciliationCase,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...RECONCILIATION_KEY, 'cases'] }),
  });
}
