import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client';
import { refreshAfterRound } from '../game-query-keys';
import type { PlayedRound, RoundRequest } from '../round-types';

/** POST /casino-games/:gameId/play: one round of a one-step game, settled at once. */
export function playRound<O>(gameId: number, request: RoundRequest): Promise<PlayedRound<O>> {
  return api.post<PlayedRound<O>>(`/casino-games/${gameId}/play`, request, {
    idempotent: true,
  });
}

/** Plays a round; the fairness nonce and the history refresh afterwards. */
export function usePlayRound<O>(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RoundRequest) => playRound<O>(gameId, request),
    onSuccess: () => refreshAfterRound(queryClient),
  });
}
