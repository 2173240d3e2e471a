import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { RewardsService } from './rewards.service';

export function rewardsRoutes(app: ApiApp, deps: { rewards: RewardsService }) {
  app.get(
    '/bonus/get-all-bonus',
    { schema: { tags: ['bonuses'] }, onRequest: requireAuth },
    async (request) => ({ data: await deps.rewards.all(authUserId(request)) }),
  );
}
