import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../../lib/api-client';
import { gameQueryKeys, refreshAfterRotation } from '../game-query-keys';
import type { RotatedSeeds } from '../round-types';

/** POST /casino-games/fairness/rotate: reveals the server seed and starts a new pair. */
export function rotateSeed(clientSeed?: string): Promise<RotatedSeeds> {
  return api.post<RotatedSeeds>(
    '/casino-games/fairness/rotate',
    clientSeed === undefined ? {} : { clientSeed },
  );
}

export function useRotateSeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (clientSeed?: string) => rotateSeed(clientSeed),
    onSuccess: (rotated) => {
      queryClient.setQueryData(gameQueryKeys.fairness(), rotated.current);
      refreshAfterRotation(queryClient);
    },
  });
}
