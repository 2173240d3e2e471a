import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCancelRedeemRequest, TRedemption } from '@app/contracts/redemptions';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';
import { redemptionsQueryKeys } from './get-redemptions';

/** PUT /payment/redeem-request {redeemRequestId}: cancels a pending request; the SC comes back. */
export function cancelRedemption(request: TCancelRedeemRequest): Promise<unknown> {
  return api.put<unknown>('/payment/redeem-request', request, { idempotent: true });
}

export function useCancelRedemption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (redemption: Pick<TRedemption, 'redeemRequestId'>) =>
      cancelRedemption({ redeemRequestId: redemption.redeemRequestId }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: redemptionsQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
