import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZUpdateFundingSourceRequest } from '@app/contracts/payments';
import { api } from './api-client';
import { fundingSourceQueryKey } from './get-funding-source';

export type UpdateFundingSourceRequest = z.input<typeof ZUpdateFundingSourceRequest>;

/** POST /payment/update-funding-source {userId, sourceId}: makes a saved bank the primary one. */
export function updateFundingSource(
  request: UpdateFundingSourceRequest,
): Promise<{ message?: string }> {
  return api.post<{ message?: string }>('/payment/update-funding-source', request);
}

export function useUpdateFundingSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFundingSource,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundingSourceQueryKey }),
  });
}
