import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';
import { welcomeBonusQueryKey } from './get-welcome-bonus';

/** POST /bonus/welcome-bonus answer: 'Bonus successfully redeemed' and the amounts credited. */
export interface BonusClaimAnswer {
  readonly message: string;
  readonly gcAmount: number;
  readonly scAmount: number;
}

export function claimWelcomeBonus(): Promise<BonusClaimAnswer> {
  return api.post<BonusClaimAnswer>('/bonus/welcome-bonus', undefined, { idempotent: true });
}

/**
 * SPEC §4 Claims: a claim (or a refusal because it was claimed already)
 * refreshes the profile and the bonus; the promise settles after both.
 */
export function useClaimWelcomeBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimWelcomeBonus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        queryClient.invalidateQueries({ queryKey: welcomeBonusQueryKey }),
      ]),
  });
}
