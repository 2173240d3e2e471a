import type { ApiApp } from '../../platform/api-app';
import { rewardsRoutes } from './rewards.routes';
import { createRewardsService, type RewardSource } from './rewards.service';

/** The Rewards page's list: every module that gives a bonus adds its items (decision 036). */
export function createRewardsModule(sources: readonly RewardSource[]) {
  const rewards = createRewardsService(sources);
  return {
    routes(api: ApiApp) {
      rewardsRoutes(api, { rewards });
    },
  };
}
