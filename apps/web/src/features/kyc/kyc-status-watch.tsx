import { useQuery } from '@tanstack/react-query';
import { getProfile, profileQueryKey, useProfile } from '../../lib/get-profile';
import { awaitsWidgetVerdict } from '../../lib/kyc-status';
import { MONEY_DEPENDENT } from '../../lib/money-events';

/** How often the player is read again while the identity widget's verdict is awaited. */
export const KYC_VERDICT_POLL_MS = 5_000;

/**
 * After the identity widget finished (its status REQUESTED), the verdict
 * arrives by webhook: the profile is read every few seconds and on window
 * focus until the status moves on and kycStatus with it.
 */
export function KycStatusWatch() {
  const { data: user } = useProfile();
  const watching = user !== undefined && awaitsWidgetVerdict(user);
  useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: watching,
    // The profile's own meta: a query keeps the options of its latest observer.
    meta: MONEY_DEPENDENT,
    refetchInterval: watching ? KYC_VERDICT_POLL_MS : false,
    refetchOnWindowFocus: watching ? 'always' : false,
  });
  return null;
}
