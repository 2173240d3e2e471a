import { rewardItem, type RewardSource } from '../rewards/rewards.service';
import type { BonusesService } from './bonuses.service';

const hasAmounts = (bonus: { gcAmount: number; scAmount: number }) =>
  bonus.gcAmount > 0 || bonus.scAmount > 0;

/** The welcome and daily bonuses as Rewards page items. */
export function bonusRewards(bonuses: BonusesService): RewardSource {
  return async (userId) => {
    const [welcome, daily] = await Promise.all([bonuses.welcome(userId), bonuses.daily(userId)]);
    return [
      rewardItem({
        id: 'welcome',
        kind: 'welcome',
        title: 'Welcome Bonus',
        gcAmount: welcome.gcAmount,
        scAmount: welcome.scAmount,
        state: welcome.isClaimed
          ? 'claimed'
          : welcome.isActive && hasAmounts(welcome)
            ? 'claimable'
            : 'unavailable',
        detail: welcome.isClaimed || welcome.isActive ? null : 'Not offered right now',
      }),
      rewardItem({
        id: 'daily',
        kind: 'daily',
        title: 'Daily Bonus',
        gcAmount: daily.gcAmount,
        scAmount: daily.scAmount,
        state: daily.isClaimed
          ? 'claimed'
          : daily.isActive && hasAmounts(daily)
            ? 'claimable'
            : 'unavailable',
        availableAt: daily.nextClaimAt,
        detail: daily.isClaimed || daily.isActive ? null : 'Not offered right now',
      }),
    ];
  };
}
