import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TRakeback } from '@app/contracts/vip';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';
import { selectIsSignedIn, useUiStore } from '../../../lib/ui-store';
import { allBonusesQueryKey } from '../../rewards/api/get-all-bonuses';

export const rakebackQueryKey = ['rewards', 'rakeback'] as const;

/** GET /rewards/rakeback: the tier's rate, SC played since the last claim, what a claim pays. */
export function useRakeback() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  return useQuery({
    queryKey: rakebackQueryKey,
    queryFn: ({ signal }) => api.get<TRakeback>('/rewards/rakeback', { signal }),
    enabled: isSignedIn,
  });
}

/** POST /rewards/claim-rakeback: the server's message; the rakeback and balance read again. */
export function useClaimRakeback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.post<{ message: string; sc: number }>(
        '/rewards/claim-rakeback',
        {},
        { idempotent: true },
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rakebackQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        // The Rewards page lists this reward too.
        queryClient.invalidateQueries({ queryKey: allBonusesQueryKey }),
      ]),
  });
}
