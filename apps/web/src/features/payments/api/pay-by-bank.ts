import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { TChargeResponse, ZPaynoteRequest } from '@app/contracts/payments';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';

export type PayByBankRequest = z.input<typeof ZPaynoteRequest>;

/** POST /payment/paynote {amount, packageId}: an ACH debit of the primary bank, pending at first. */
export function payByBank(request: PayByBankRequest): Promise<TChargeResponse['data']> {
  return api.post<TChargeResponse['data']>('/payment/paynote', request, { idempotent: true });
}

export function usePayByBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: payByBank,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
  });
}
