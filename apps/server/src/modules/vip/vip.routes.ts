import { ZClaimTierBonusRequest } from '@app/contracts/vip';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { RakebackService } from './rakeback.service';
import type { VipService } from './vip.service';

export function vipRoutes(app: ApiApp, deps: { vip: VipService; rakeback: RakebackService }) {
  const { vip, rakeback } = deps;
  const tags = ['vip'];

  app.get('/rewards/vip-tier', { schema: { tags }, onRequest: requireAuth }, async (request) => ({
    data: await vip.vipResponse(authUserId(request)),
  }));

  app.get(
    '/rewards/vip-tier-history',
    { schema: { tags }, onRequest: requireAuth },
    async (request) => ({ data: await vip.vipResponse(authUserId(request)) }),
  );

  app.put(
    '/rewards/claim-tier-bonus',
    {
      schema: { tags, body: ZClaimTierBonusRequest },
      config: { idempotent: true },
      onRequest: requireAuth,
    },
    async (request) => {
      const userId = authUserId(request);
      // Another player's id is answered as not found (a 403 would sign the client out, SPEC §8).
      if (request.body.userId !== userId) throw new AppError('NotFound');
      return { data: await vip.claimTierBonus(userId, request.body.tierId) };
    },
  );

  app.get('/rewards/rakeback', { schema: { tags }, onRequest: requireAuth }, async (request) => ({
    data: await rakeback.view(authUserId(request)),
  }));

  app.post(
    '/rewards/claim-rakeback',
    { schema: { tags }, config: { idempotent: true }, onRequest: requireAuth },
    async (request) => ({ data: await rakeback.claim(authUserId(request)) }),
  );
}
