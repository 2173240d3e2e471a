import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client';
import { gameQueryKeys, refreshAfterRound } from '../game-query-keys';
import type { RoundRequest, SteppedRound } from '../round-types';

/** POST /casino-games/:gameId/start: a new multi-step round (the stake leaves the balance now). */
export function startRound<V>(gameId: number, request: RoundRequest): Promise<SteppedRound<V>> {
  return api.post<SteppedRound<V>>(`/casino-games/${gameId}/start`, request, {
    idempotent: true,
  });
}

export function useStartRound<V>(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RoundRequest) => startRound<V>(gameId, request),
    onSuccess: (round) => {
      queryClient.setQueryData(
        gameQueryKeys.active(gameId),
        round.status === 'active' ? round : null,
      );
      refreshAfterRound(queryClient);
    },
  });
}
