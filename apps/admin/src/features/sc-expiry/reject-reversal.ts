import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TScExpiry } from '@app/contracts/sc-expiry';
import { apiRequest } from '../../lib/api-client';
import { SC_EXPIRIES_KEY } from './get-sc-expiries';

/** POST /admin/sc-expiries/:id/reversal/reject: with a comment; the SC stay expired. */
export async function rejectReversal(input: { id: number; comment: string }): Promise<TScExpiry> {
  const data = await apiRequest<{ expiry: TScExpiry }>(
    `/admin/sc-expiries/${input.id}/reversal/reject`,
    { method: 'POST', body: { comment: input.comment } },
  );
  return data.expiry;
}

export function useRejectReversal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectReversal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SC_EXPIRIES_KEY }),
  });
}
