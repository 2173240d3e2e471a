import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPlaythroughView } from '@app/contracts/playthrough';
import { api } from '../../../lib/api-client';
import { MONEY_DEPENDENT } from '../../../lib/money-events';
import { transactionsQueryKeys } from './get-transactions';

export type PlaythroughView = TPlaythroughView['data'];

/** Under the movements' key: every balance change makes it stale with them. */
export const playthroughQueryKey = [...transactionsQueryKeys.all, 'playthrough'] as const;

/** GET /payment/playthrough: what the player's unplayed SC still has to be played (decision 053). */
export const playthroughQueryOptions = () =>
  queryOptions({
    queryKey: playthroughQueryKey,
    queryFn: ({ signal }) => api.get<PlaythroughView>('/payment/playthrough', { signal }),
    staleTime: 0,
    meta: MONEY_DEPENDENT,
  });

export function usePlaythrough() {
  return useQuery(playthroughQueryOptions());
}
