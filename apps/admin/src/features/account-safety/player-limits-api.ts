import { useQuery } from '@tanstack/react-query';
import type { TPlayerLimits } from '@app/contracts/responsible-gambling-admin';
import { apiRequest } from '../../lib/api-client';

export const limitsKeys = {
  player: (userId: number) => ['player-limits', userId] as const,
};

/** GET /admin/players/:userId/limits (read only: staff never change a player's limits). */
export function usePlayerLimits(userId: number) {
  return useQuery({
    queryKey: limitsKeys.player(userId),
    queryFn: ({ signal }) =>
      apiRequest<TPlayerLimits>(`/admin/players/${userId}/limits`, { signal }),
  });
}
