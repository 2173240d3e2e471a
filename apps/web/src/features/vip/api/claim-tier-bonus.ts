import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TClaimTierBonusRequest } from '@app/contracts/vip';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';
import { vipQueryKey } from './get-vip';
import { allBonusesQueryKey } from '../../rewards/api/get-all-bonuses';

/** PUT /rewards/claim-tier-bonus (SPEC §7): the answer's data.message is shown. */
export function claimTierBonus(body: TClaimTierBonusRequest): Promise<{ message: string }> {
  return api.put<{ message: string }>('/rewards/claim-tier-bonus', body, { idempotent: true });
}

/** A claim, refused or not, refreshes the tier history and the profile (balance, tier detail). */
export function useClaimTierBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimTierBonus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: vipQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        // The Rewards page lists this reward too.
        queryClient.invalidateQueries({ queryKey: allBonusesQueryKey }),
      ]),
  });
}
