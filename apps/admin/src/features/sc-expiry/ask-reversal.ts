import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScExpiry } from '@app/contracts/sc-expiry';
import { apiRequest } from '../../lib/api-client';
import { SC_EXPIRIES_KEY } from './get-sc-expiries';

export interface AskReversalInput {
  id: number;
  reason: string;
  /** The same key for every attempt of one request (docs/decisions/021). */
  idempotencyKey: string;
}

/** POST /admin/sc-expiries/:id/reversal: nothing moves until a second member approves. */
export async function askReversal(input: AskReversalInput): Promise<TScExpiry> {
  const data = await apiRequest<{ expiry: TScExpiry }>(`/admin/sc-expiries/${input.id}/reversal`, {
    method: 'POST',
    body: { reason: input.reason },
    idempotencyKey: input.idempotencyKey,
  });
  return data.expiry;
}

export function useAskReversal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askReversal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SC_EXPIRIES_KEY }),
  });
}
