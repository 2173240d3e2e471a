import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client';
import { gameQueryKeys } from '../game-query-keys';
import type { SteppedRound } from '../round-types';

export interface RoundAction {
  readonly action: string;
  readonly params?: Readonly<Record<string, unknown>>;
}

/** POST /casino-games/:gameId/action: one decision in the round in progress. */
export function actInRound<V>(gameId: number, action: RoundAction): Promise<SteppedRound<V>> {
  return api.post<SteppedRound<V>>(`/casino-games/${gameId}/action`, action, {
    idempotent: true,
  });
}

export function useActInRound<V>(gameId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: RoundAction) => actInRound<V>(gameId, action),
    onSuccess: (round) => {
      queryClient.setQueryData(
        gameQueryKeys.active(gameId),
        round.status === 'active' ? round : null,
      );
      if (round.status === 'settled') {
        void queryClient.invalidateQueries({ queryKey: gameQueryKeys.histories() });
      }
    },
  });
}
