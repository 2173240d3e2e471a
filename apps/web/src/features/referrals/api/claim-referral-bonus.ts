import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReferredBonusClaim } from '@app/contracts/referrals';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';
import { referralDetailsQueryKey } from './get-referral-details';
import { allBonusesQueryKey } from '../../rewards/api/get-all-bonuses';

/** POST /bonus/referred-bonus: credits every earned, unclaimed referral bonus once. */
export function claimReferralBonus(): Promise<TReferredBonusClaim> {
  return api.post<TReferredBonusClaim>('/bonus/referred-bonus', undefined, { idempotent: true });
}

/** A claim (or its refusal) refreshes the balance (profile) and the referral data. */
export function useClaimReferralBonus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimReferralBonus,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
        // The Rewards page lists this reward too.
        queryClient.invalidateQueries({ queryKey: allBonusesQueryKey }),
        queryClient.invalidateQueries({ queryKey: referralDetailsQueryKey }),
      ]),
  });
}
