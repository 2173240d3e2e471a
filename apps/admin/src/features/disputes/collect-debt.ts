import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TDispute } from '@app/contracts/disputes';
import { apiRequest } from '../../lib/api-client';
import { DISPUTES_KEY } from './get-disputes';

export interface DebtActionInput {
  id: number;
  reason: string;
  /** Kept across the retry after a re-authentication, so the coins are taken once. */
  idempotencyKey: string;
}

/**
 * POST /admin/disputes/:id/collect: takes what the player owes from their balances now (needs a
 * recent re-authentication).
 */
export async function collectDebt(input: DebtActionInput): Promise<TDispute> {
  const data = await apiRequest<{ dispute: TDispute }>(`/admin/disputes/${input.id}/collect`, {
    method: 'POST',
    body: { reason: input.reason },
    idempotencyKey: input.idempotencyKey,
  });
  return data.dispute;
}

export function useCollectDebt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: collectDebt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DISPUTES_KEY }),
  });
}
