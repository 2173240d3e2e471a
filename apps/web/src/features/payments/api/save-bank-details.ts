import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBankDetailsForm } from '@app/contracts/payments';
import { api } from '../../../lib/api-client';
import { fundingSourceQueryKey } from '../../../lib/get-funding-source';

/** PUT /payment/bank-details, multipart (SPEC §7): adds a bank account for 'Pay by bank'. */
export function saveBankDetails(details: TBankDetailsForm): Promise<{ message?: string }> {
  const body = new FormData();
  for (const [name, value] of Object.entries(details)) body.append(name, value);
  return api.put<{ message?: string }>('/payment/bank-details', body);
}

export function useSaveBankDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBankDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fundingSourceQueryKey }),
  });
}
