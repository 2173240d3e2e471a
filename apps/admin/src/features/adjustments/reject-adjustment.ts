import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdjustment } from '@app/contracts/adjustments';
import { apiRequest } from '../../lib/api-client';
import { ADJUSTMENTS_KEY } from './get-adjustments';

/** POST /admin/adjustments/:id/reject: with the reason; nothing moves. */
export async function rejectAdjustment(input: { id: number; comment: string }) {
  const data = await apiRequest<{ adjustment: TAdjustment }>(
    `/admin/adjustments/${input.id}/reject`,
    { method: 'POST', body: { comment: input.comment } },
  );
  return data.adjustment;
}

export function useRejectAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectAdjustment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY }),
  });
}
