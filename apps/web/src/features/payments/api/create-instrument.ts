import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PAYMENT_PROVIDERS,
  type TChargeResponse,
  type TCreateInstrumentRequest,
} from '@app/contracts/payments';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';
import { fundingSourceQueryKey } from '../../../lib/get-funding-source';

export type ChargeAnswer = TChargeResponse['data'];

/**
 * POST /payment/finix/create-instrument (SPEC §7 provider-b): charges a card
 * token from the provider's form ('TOKEN'), a saved card ('PAYMENT_CARD') or
 * a mobile-wallet token ('APPLE_PAY').
 */
export function createInstrument(request: TCreateInstrumentRequest): Promise<ChargeAnswer> {
  return api.post<ChargeAnswer>(
    `/payment/${PAYMENT_PROVIDERS.CARD_TOKEN}/create-instrument`,
    request,
    { idempotent: true },
  );
}

/** A charge may save the card and use up the first-purchase bonus: both are read again. */
export function useCreateInstrument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInstrument,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: fundingSourceQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
