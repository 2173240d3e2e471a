import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { LiveWinner } from '../live-winner-feed';

export const liveWinnersQueryKey = ['casino-games', 'live-winners'] as const;

/** GET /casino-games/live-winners: the latest big wins, newest first. */
export async function getLiveWinners(signal?: AbortSignal): Promise<LiveWinner[]> {
  const { rows } = await api.get<{ rows: LiveWinner[] }>('/casino-games/live-winners', { signal });
  return rows;
}

export const liveWinnersQueryOptions = () =>
  queryOptions({
    queryKey: liveWinnersQueryKey,
    queryFn: ({ signal }) => getLiveWinners(signal),
    // The socket keeps the list current once it is loaded.
    staleTime: Infinity,
  });

/** The live wins; `enabled` false holds the request back (the strip asks once the page is idle). */
export function useLiveWinners(enabled = true) {
  return useQuery({ ...liveWinnersQueryOptions(), enabled });
}
