import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdjustment, TAdjustmentRequest } from '@app/contracts/adjustments';
import { apiRequest } from '../../lib/api-client';
import { ADJUSTMENTS_KEY } from './get-adjustments';

export interface RequestAdjustmentInput {
  playerId: number;
  request: TAdjustmentRequest;
  /** The same key for every attempt of one adjustment (docs/decisions/021). */
  idempotencyKey: string;
}

/** POST /admin/players/:userId/adjustments: APPLIED at once up to the threshold, else PENDING. */
export async function requestAdjustment(input: RequestAdjustmentInput): Promise<TAdjustment> {
  const data = await apiRequest<{ adjustment: TAdjustment }>(
    `/admin/players/${input.playerId}/adjustments`,
    { method: 'POST', body: input.request, idempotencyKey: input.idempotencyKey },
  );
  return data.adjustment;
}

export function useRequestAdjustment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestAdjustment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADJUSTMENTS_KEY }),
  });
}
