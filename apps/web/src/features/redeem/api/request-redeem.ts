import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IPPAY_PROVIDER_TYPE } from '@app/contracts/constants';
import type { TRedeemRequestInput } from '@app/contracts/redeem-validation';
import type { TRedeemRequestResponse } from '@app/contracts/redemptions';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';
import { redemptionsQueryKeys } from './get-redemptions';

/**
 * A redeem request (SPEC §7): 'fiat' (ACH) through POST /payment/redeem-request,
 * the IPPAY provider method through POST /payment/init-pay with paymentType
 * 'redeem' and the bank details. Money moves (the SC is held), so the call
 * carries an idempotency key, the same on every resend of this one action.
 */
export function requestRedeem(request: TRedeemRequestInput): Promise<TRedeemRequestResponse> {
  const path =
    request.providerType === IPPAY_PROVIDER_TYPE ? '/payment/init-pay' : '/payment/redeem-request';
  return api.post<TRedeemRequestResponse>(path, request, { idempotent: true });
}

export function useRequestRedeem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestRedeem,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: redemptionsQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
