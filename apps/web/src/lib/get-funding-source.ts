import { useQuery } from '@tanstack/react-query';
import type { TFundingSourceResponse } from '@app/contracts/payments';
import { api } from './api-client';
import { MONEY_DEPENDENT } from './money-events';

export type FundingSource = TFundingSourceResponse['data'];

export const fundingSourceQueryKey = ['payments', 'funding-source'] as const;

/**
 * GET /payment/get-funding-source: saved banks (list), the token provider's
 * data (saved cards, tokenize address, fraud session, application id).
 */
export function getFundingSource(signal?: AbortSignal): Promise<FundingSource> {
  return api.get<FundingSource>('/payment/get-funding-source', { signal });
}

export function useFundingSource() {
  return useQuery({
    queryKey: fundingSourceQueryKey,
    queryFn: ({ signal }) => getFundingSource(signal),
    retry: false,
    staleTime: 30_000,
    // A paid redemption saves the bank it was paid to; a card purchase may save its card.
    meta: MONEY_DEPENDENT,
  });
}
