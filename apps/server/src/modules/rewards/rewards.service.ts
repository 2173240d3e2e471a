import { REWARD_KINDS, type TAllBonuses, type TRewardItem } from '@app/contracts/rewards';

/** One module's bonuses as Rewards page items (decision 036). */
export type RewardSource = (userId: number) => Promise<TRewardItem[]>;

/** An item with the fields a source leaves out filled in. */
export const rewardItem = (
  item: Pick<TRewardItem, 'id' | 'kind' | 'title' | 'state'> & Partial<TRewardItem>,
): TRewardItem => ({
  gcAmount: 0,
  scAmount: 0,
  availableAt: null,
  detail: null,
  vipTierId: null,
  ...item,
});

const order = (item: TRewardItem) => REWARD_KINDS.indexOf(item.kind);

/**
 * GET /bonus/get-all-bonus: every bonus of the player from the modules that give them, read side
 * by side, in the Rewards page's order (claimable first within a kind is the sources' job).
 */
export function createRewardsService(sources: readonly RewardSource[]) {
  return {
    async all(userId: number): Promise<TAllBonuses> {
      const lists = await Promise.all(sources.map((source) => source(userId)));
      return { bonuses: lists.flat().sort((a, b) => order(a) - order(b)) };
    },
  };
}
export type RewardsService = ReturnType<typeof createRewardsService>;
