import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client';
import { gameQueryKeys } from '../game-query-keys';
import type { SteppedRound } from '../round-types';

/** GET /casino-games/:gameId/active: the round in progress (to resume it), or null. */
export function getActiveRound<V>(
  gameId: number,
  signal?: AbortSignal,
): Promise<SteppedRound<V> | null> {
  return api.get<SteppedRound<V> | null>(`/casino-games/${gameId}/active`, { signal });
}

/** The round to resume when the game opens; read once per visit. */
export function useActiveRound<V>(gameId: number) {
  return useQuery({
    queryKey: gameQueryKeys.active(gameId),
    queryFn: ({ signal }) => getActiveRound<V>(gameId, signal),
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
}
