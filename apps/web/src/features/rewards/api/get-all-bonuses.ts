import { useQuery } from '@tanstack/react-query';
import type { TAllBonuses } from '@app/contracts/rewards';
import { api } from '../../../lib/api-client';
import { selectIsSignedIn, useUiStore } from '../../../lib/ui-store';

/** GET /bonus/get-all-bonus: every bonus of the player with its state (decision 036). */
export const allBonusesQueryKey = ['bonus', 'all'] as const;

export function useAllBonuses() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  return useQuery({
    queryKey: allBonusesQueryKey,
    queryFn: ({ signal }) => api.get<TAllBonuses>('/bonus/get-all-bonus', { signal }),
    enabled: isSignedIn,
  });
}
