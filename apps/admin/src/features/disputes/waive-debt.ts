import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDispute } from '@app/contracts/disputes';
import { apiRequest } from '../../lib/api-client';
import type { DebtActionInput } from './collect-debt';
import { DISPUTES_KEY } from './get-disputes';

/**
 * POST /admin/disputes/:id/waive: forgives what the player still owes (needs a recent
 * re-authentication); nothing moves.
 */
export async function waiveDebt(input: DebtActionInput): Promise<TDispute> {
  const data = await apiRequest<{ dispute: TDispute }>(`/admin/disputes/${input.id}/waive`, {
    method: 'POST',
    body: { reason: input.reason },
    idempotencyKey: input.idempotencyKey,
  });
  return data.dispute;
}

export function useWaiveDebt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: waiveDebt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISPUTES_KEY }),
  });
}
