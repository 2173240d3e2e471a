import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PAYMENT_PROVIDERS } from '@app/contracts/payments';
import { api } from '../../../lib/api-client';
import { fundingSourceQueryKey } from '../../../lib/get-funding-source';

/** PUT /payment/finix/remove-saved-card {paymentInformationId} */
export function removeSavedCard(paymentInformationId: string): Promise<{ message?: string }> {
  return api.put<{ message?: string }>(
    `/payment/${PAYMENT_PROVIDERS.CARD_TOKEN}/remove-saved-card`,
    {
      paymentInformationId,
    },
  );
}

export function useRemoveSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeSavedCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundingSourceQueryKey }),
  });
}
