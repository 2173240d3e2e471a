import { ZVipTierIdParam, ZVipTierInput } from '@app/contracts/vip-admin';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { VipAdminService } from './vip-admin.service';

/** The VIP tiers editor's calls (rewards.write): every tier by level, and saving one. */
export function vipAdminRoutes(
  app: ApiApp,
  deps: { vipAdmin: VipAdminService; guard: StaffGuard },
) {
  const { vipAdmin } = deps;
  const tags = ['admin'];
  const onRequest = deps.guard.require('rewards.write');

  app.get(
    '/admin/vip-tiers',
    { schema: { tags, summary: 'Every VIP tier by level, inactive ones too' }, onRequest },
    async () => ({ data: { tiers: await vipAdmin.list() } }),
  );

  app.put(
    '/admin/vip-tiers/:vipTierId',
    {
      schema: {
        tags,
        summary: 'Saves a tier: thresholds (GC bought or SC played), reward, boost and perks',
        params: ZVipTierIdParam,
        body: ZVipTierInput,
      },
      onRequest,
    },
    async (request) => ({
      data: await vipAdmin.update(actorOf(request), request.params.vipTierId, request.body),
    }),
  );
}
