import { useQuery } from '@tanstack/react-query';
import type { TVipResponse } from '@app/contracts/vip';
import { api } from '../../../lib/api-client';
import { MONEY_DEPENDENT } from '../../../lib/money-events';
import { selectIsSignedIn, useUiStore } from '../../../lib/ui-store';

/** GET rewards/vip-tier: the tiers, the player's tier history and standing (SPEC §3). */
export const vipQueryKey = ['rewards', 'vip-tier'] as const;

export function getVip(signal?: AbortSignal): Promise<TVipResponse> {
  return api.get<TVipResponse>('/rewards/vip-tier', { signal });
}

export function useVip() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  return useQuery({
    queryKey: vipQueryKey,
    queryFn: ({ signal }) => getVip(signal),
    enabled: isSignedIn,
    // Purchases count towards the tiers (gcRequiredPurchase).
    meta: MONEY_DEPENDENT,
  });
}
