import { useQuery } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client';
import { gameQueryKeys } from '../game-query-keys';
import type { FairnessState } from '../round-types';

/** GET /casino-games/fairness: the active seed pair's hash, client seed and next nonce. */
export function getFairness(signal?: AbortSignal): Promise<FairnessState> {
  return api.get<FairnessState>('/casino-games/fairness', { signal });
}

export function useFairness() {
  return useQuery({
    queryKey: gameQueryKeys.fairness(),
    queryFn: ({ signal }) => getFairness(signal),
  });
}
