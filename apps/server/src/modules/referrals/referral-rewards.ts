import { rewardItem, type RewardSource } from '../rewards/rewards.service';
import type { ReferralsService } from './referrals.service';

/** Referral earnings as a Rewards page item: ready to claim, or what inviting a friend earns. */
export function referralRewards(referrals: ReferralsService): RewardSource {
  return async (userId) => {
    const d = await referrals.details(userId);
    const ready = d.claimableGC > 0 || d.claimableSC > 0;
    return [
      rewardItem({
        id: 'referral',
        kind: 'referral',
        title: 'Referral Bonus',
        gcAmount: ready ? d.claimableGC : d.bonusGC,
        scAmount: ready ? d.claimableSC : d.bonusSC,
        state: ready ? 'claimable' : 'unavailable',
        detail: ready
          ? `Earned from ${d.inviteCount === 1 ? '1 invite' : `${d.inviteCount} invites`}`
          : d.isActive
            ? 'Earned for each friend who signs up with your link and makes a first purchase'
            : 'Not offered right now',
      }),
    ];
  };
}
