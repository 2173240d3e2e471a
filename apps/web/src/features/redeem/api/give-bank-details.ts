import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRedemption, TRedemptionBankDetails } from '@app/contracts/redemptions';
import { api } from '../../../lib/api-client';
import { redemptionsQueryKeys } from './get-redemptions';

/** PUT /payment/redeem-request/bank-details: the account an open redemption is paid to. */
export function giveBankDetails(
  details: TRedemptionBankDetails,
): Promise<{ message: string; redemption: TRedemption }> {
  return api.put('/payment/redeem-request/bank-details', details, { idempotent: true });
}

export function useGiveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveBankDetails,
    onSettled: () => queryClient.invalidateQueries({ queryKey: redemptionsQueryKeys.all }),
  });
}
