import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client';
import { gameQueryKeys } from '../game-query-keys';
import type { RoundDetail } from '../round-types';

/** GET /casino-games/rounds/:roundId: a round with its seeds, parameters and outcome. */
export function getRound(roundId: number, signal?: AbortSignal): Promise<RoundDetail> {
  return api.get<RoundDetail>(`/casino-games/rounds/${roundId}`, { signal });
}

export function useRound(roundId: number | null) {
  return useQuery({
    queryKey: gameQueryKeys.round(roundId ?? 0),
    queryFn: ({ signal }) => getRound(roundId ?? 0, signal),
    enabled: roundId !== null,
  });
}
