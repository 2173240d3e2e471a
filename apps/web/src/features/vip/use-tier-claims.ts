import { useState } from 'react';
import { ERRORS } from '@app/contracts/error-codes';
import type { TVipResponse, TVipTier } from '@app/contracts/vip';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/toast';
import { useClaimTierBonus } from './api/claim-tier-bonus';
import { claimableTiers } from './vip-standing';

/** SPEC §8: a tier claim that fails says this, whatever the cause. */
export const TIER_CLAIM_FAILED = 'Failed to claim bonus';

/**
 * SPEC §4 Tier bonus: a claimed tier leaves the local list at once, before
 * the server answers; the toast follows (the server's data.message), then the
 * bonus modal. A refused claim comes back to the list unless it was claimed
 * already (elsewhere).
 */
export function useTierClaims(vip: TVipResponse | undefined, userId: number | undefined) {
  const [claimedHere, setClaimedHere] = useState<ReadonlySet<number>>(new Set());
  const [rewarded, setRewarded] = useState<TVipTier | null>(null);
  const mutation = useClaimTierBonus();
  const claimable = vip ? claimableTiers(vip, claimedHere) : [];

  const claim = (tier: TVipTier) => {
    if (userId === undefined) return;
    setClaimedHere((set) => new Set(set).add(tier.vipTierId));
    mutation.mutate(
      { tierId: tier.vipTierId, userId },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          setRewarded(tier);
        },
        onError: (error) => {
          notify.error(TIER_CLAIM_FAILED);
          const gone =
            error instanceof ApiError && error.hasCode(ERRORS.TierBonusAlreadyClaimed.code);
          if (!gone) {
            setClaimedHere((set) => {
              const next = new Set(set);
              next.delete(tier.vipTierId);
              return next;
            });
          }
        },
      },
    );
  };

  return {
    claimable,
    claim,
    pendingTierId: mutation.isPending ? (mutation.variables?.tierId ?? null) : null,
    rewarded,
    closeReward: () => setRewarded(null),
  };
}
