import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';
import type { BonusClaimAnswer } from './claim-welcome-bonus';
import { dailyBonusQueryKey } from './get-daily-bonus';

/** POST /bonus/daily-bonus: the server's message (toasted as is) and the amounts credited. */
export function claimDailyBonus(): Promise<BonusClaimAnswer> {
  return api.post<BonusClaimAnswer>('/bonus/daily-bonus', undefined, { idempotent: true });
}

/** SPEC §4 Claims: a daily claim refreshes the profile and the daily bonus. */
export function useClaimDailyBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimDailyBonus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: dailyBonusQueryKey }),
      ]),
  });
}
