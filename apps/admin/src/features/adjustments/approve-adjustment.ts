import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdjustment } from '@app/contracts/adjustments';
import { apiRequest } from '../../lib/api-client';
import { ADJUSTMENTS_KEY } from './get-adjustments';

export interface ApproveAdjustmentInput {
  id: number;
  comment?: string;
  /** Kept across the retry after a re-authentication, so the approval runs once. */
  idempotencyKey: string;
}

/** POST /admin/adjustments/:id/approve: the ledger moves (needs a recent re-authentication). */
export async function approveAdjustment(input: ApproveAdjustmentInput): Promise<TAdjustment> {
  const data = await apiRequest<{ adjustment: TAdjustment }>(
    `/admin/adjustments/${input.id}/approve`,
    {
      method: 'POST',
      body: { comment: input.comment || undefined },
      idempotencyKey: input.idempotencyKey,
    },
  );
  return data.adjustment;
}

export function useApproveAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveAdjustment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY }),
  });
}
