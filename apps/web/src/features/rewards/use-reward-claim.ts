import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TRewardItem } from '@app/contracts/rewards';
import { notify } from '../../lib/toast';
import { claimDailyBonus } from '../bonuses/api/claim-daily-bonus';
import { claimWelcomeBonus } from '../bonuses/api/claim-welcome-bonus';
import { ApiError } from '../../lib/api-client';
import { profileQueryKey } from '../../lib/get-profile';
import { claimTierBonus } from '../vip/api/claim-tier-bonus';
import { TIER_CLAIM_FAILED } from '../vip/use-tier-claims';
import { refreshRewards } from './api/refresh-rewards';

/** The claim call of each kind the page claims in place; answers the server's message. */
async function claimOf(item: TRewardItem, userId: number): Promise<string> {
  switch (item.kind) {
    case 'welcome':
      return (await claimWelcomeBonus()).message;
    case 'daily':
      return (await claimDailyBonus()).message;
    case 'vipTier':
      return (await claimTierBonus({ tierId: item.vipTierId ?? 0, userId })).message;
    default:
      throw new Error(`${item.kind} is not claimed on this page`);
  }
}

/** SPEC §8: a tier claim that fails says 'Failed to claim bonus'; others show the server's words. */
function failureOf(item: TRewardItem, error: unknown): string {
  if (item.kind === 'vipTier') return TIER_CLAIM_FAILED;
  return error instanceof ApiError ? error.message : 'Please try again';
}

/** Claims one item of the Rewards page; every list and the balance read again after. */
export function useRewardClaim(userId: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (item: TRewardItem) => claimOf(item, userId ?? 0),
    onSuccess: (message) => notify.success(message),
    onError: (error, item) => notify.error(failureOf(item, error)),
    onSettled: () =>
      Promise.all([
        refreshRewards(queryClient, { withVip: true }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
