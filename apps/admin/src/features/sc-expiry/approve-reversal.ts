import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScExpiry } from '@app/contracts/sc-expiry';
import { apiRequest } from '../../lib/api-client';
import { SC_EXPIRIES_KEY } from './get-sc-expiries';

export interface ApproveReversalInput {
  id: number;
  comment?: string;
  /** Kept across the retry after a re-authentication, so the SC go back once. */
  idempotencyKey: string;
}

/** POST /admin/sc-expiries/:id/reversal/approve: the SC go back (needs a recent re-authentication). */
export async function approveReversal(input: ApproveReversalInput): Promise<TScExpiry> {
  const data = await apiRequest<{ expiry: TScExpiry }>(
    `/admin/sc-expiries/${input.id}/reversal/approve`,
    {
      method: 'POST',
      body: { comment: input.comment || undefined },
      idempotencyKey: input.idempotencyKey,
    },
  );
  return data.expiry;
}

export function useApproveReversal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveReversal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SC_EXPIRIES_KEY }),
  });
}
