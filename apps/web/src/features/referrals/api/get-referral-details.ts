import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TReferralDetails } from '@app/contracts/referrals';
import { api } from '../../../lib/api-client';
import { selectIsSignedIn, useUiStore } from '../../../lib/ui-store';

/** GET /bonus/get-referral-bonus-details (SPEC §3 Referral bonus data, decision 034). */
export const referralDetailsQueryKey = ['bonus', 'referral-details'] as const;

export function getReferralDetails(signal?: AbortSignal): Promise<TReferralDetails> {
  return api.get<TReferralDetails>('/bonus/get-referral-bonus-details', { signal });
}

export const referralDetailsQueryOptions = () =>
  queryOptions({
    queryKey: referralDetailsQueryKey,
    queryFn: ({ signal }) => getReferralDetails(signal),
  });

/** The player's referral data; asked for only while signed in. */
export function useReferralDetails() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  return useQuery({ ...referralDetailsQueryOptions(), enabled: isSignedIn });
}
