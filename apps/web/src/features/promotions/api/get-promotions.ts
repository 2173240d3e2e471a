import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPromotion } from '@app/contracts/promotions';
import { api } from '../../../lib/api-client';

/** GET /details/promotions: the promotions running now, in the editors' order (decision 059). */
export async function getPromotions(signal?: AbortSignal): Promise<TPromotion[]> {
  const { promotions } = await api.get<{ promotions: TPromotion[] }>('/details/promotions', {
    signal,
  });
  return promotions;
}

export const promotionsQueryOptions = () =>
  queryOptions({
    queryKey: ['details', 'promotions'] as const,
    queryFn: ({ signal }) => getPromotions(signal),
    staleTime: 60_000,
  });

export function usePromotions() {
  return useQuery(promotionsQueryOptions());
}
