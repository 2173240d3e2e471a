import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { WalletService } from '../wallet/wallet.service';
import { createRakebackService } from './rakeback.service';
import { vipAdminRoutes } from './vip-admin.routes';
import { createVipAdminService } from './vip-admin.service';
import { vipRewards } from './vip-rewards';
import { vipRoutes } from './vip.routes';
import { createVipService } from './vip.service';

/** VIP tiers and rakeback (decisions 032, 035): the player's calls and the tiers editor. */
export function createVipModule(deps: { db: Db; wallet: WalletService; audit: AuditService }) {
  const { db, wallet, audit } = deps;
  const vip = createVipService({ db, wallet });
  const rakeback = createRakebackService({ db, wallet, rateBps: vip.rakebackBps });
  const vipAdmin = createVipAdminService({ db, audit });
  return {
    vip,
    rakeback,
    /** The Rewards page's VIP and rakeback items (decision 036). */
    rewards: vipRewards(vip, rakeback),
    routes(api: ApiApp, guard: StaffGuard) {
      vipRoutes(api, { vip, rakeback });
      vipAdminRoutes(api, { guard, vipAdmin });
    },
  };
}
