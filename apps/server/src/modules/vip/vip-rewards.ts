import { formatAmount, fromDecimal } from '@app/contracts/money';
import { rewardItem, type RewardSource } from '../rewards/rewards.service';
import type { RakebackService } from './rakeback.service';
import type { VipService } from './vip.service';

/**
 * VIP tier rewards (each reached tier with a reward, then the next tier to reach) and rakeback
 * as Rewards page items.
 */
export function vipRewards(vip: VipService, rakeback: RakebackService): RewardSource {
  return async (userId) => {
    const [standing, back] = await Promise.all([vip.vipResponse(userId), rakeback.view(userId)]);
    const claimed = new Map(standing.userTierHistory.map((h) => [h.vipTierId, h.isBonusClaimed]));
    const reached = standing.vipTiers.filter(
      (tier) => claimed.has(tier.vipTierId) && tier.bonusGc + tier.bonusSc > 0,
    );
    const next = standing.nextVipTier;
    const tiers = [
      ...reached
        .sort((a, b) => Number(claimed.get(a.vipTierId)) - Number(claimed.get(b.vipTierId)))
        .map((tier) =>
          rewardItem({
            id: `vipTier:${tier.vipTierId}`,
            kind: 'vipTier',
            title: `${tier.name} Tier`,
            gcAmount: tier.bonusGc,
            scAmount: tier.bonusSc,
            state: claimed.get(tier.vipTierId) ? 'claimed' : 'claimable',
            vipTierId: tier.vipTierId,
          }),
        ),
      ...(next
        ? [
            rewardItem({
              id: `vipTier:${next.vipTierId}`,
              kind: 'vipTier',
              title: `${next.name} Tier`,
              gcAmount: next.bonusGc,
              scAmount: next.bonusSc,
              state: 'unavailable',
              detail: `Buy ${formatAmount(fromDecimal(next.gcRequiredPurchase))} GC or play ${formatAmount(fromDecimal(next.scRequiredPlay))} SC in total to reach it`,
              vipTierId: next.vipTierId,
            }),
          ]
        : []),
    ];
    const rakebackItem = rewardItem({
      id: 'rakeback',
      kind: 'rakeback',
      title: 'Rakeback',
      scAmount: back.claimable,
      state: back.claimable > 0 ? 'claimable' : 'unavailable',
      detail:
        back.rate > 0
          ? `${back.rate}% of the SC you play`
          : 'Reach the next VIP tier to earn rakeback',
    });
    return [...tiers, rakebackItem];
  };
}
