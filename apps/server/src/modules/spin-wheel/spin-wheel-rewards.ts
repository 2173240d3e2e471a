import { rewardItem, type RewardSource } from '../rewards/rewards.service';
import type { SpinWheelService } from './spin-wheel.service';

/** The spin wheel as a Rewards page item: ready to spin, or when it comes back (decision 036). */
export function spinWheelRewards(spinWheel: SpinWheelService): RewardSource {
  return async (userId) => {
    const wheel = await spinWheel.list(userId);
    const topGc = Math.max(0, ...wheel.wheelConfiguration.map((s) => s.gc));
    const topSc = Math.max(0, ...wheel.wheelConfiguration.map((s) => s.sc));
    return [
      rewardItem({
        id: 'spinWheel',
        kind: 'spinWheel',
        title: 'Spin Wheel',
        state: wheel.isSpinWheelBonusClaimed ? 'claimed' : 'claimable',
        availableAt: wheel.isSpinWheelBonusClaimed ? wheel.nextSpinAt : null,
        detail: `Win up to ${topGc.toLocaleString('en-US')} GC or ${topSc.toLocaleString('en-US')} SC every 24 hours`,
      }),
    ];
  };
}
