import type { Db, DbOrTx } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { Mailer } from '../../platform/mailer';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { WalletService } from '../wallet/wallet.service';
import { disputesAdminRoutes } from './disputes-admin.routes';
import { createDisputesAdminService } from './disputes-admin.service';
import { createDisputesService, type DisputePlayer } from './disputes.service';

/**
 * Chargebacks and disputes (decision 055): the payments module's PurchaseDisputes port, the debt
 * redemptions ask about, and the finance queue.
 */
export function createDisputesModule(deps: {
  db: Db;
  wallet: WalletService;
  mailer: Mailer;
  audit: AuditService;
  findPlayer: (userId: number, tx?: DbOrTx) => Promise<DisputePlayer | undefined>;
  restrict: (userId: number, tx: DbOrTx) => Promise<void>;
  now?: () => Date;
}) {
  const service = createDisputesService(deps);
  const admin = createDisputesAdminService({
    db: deps.db,
    wallet: deps.wallet,
    audit: deps.audit,
    usernameOf: async (userId) => (await deps.findPlayer(userId))?.username ?? '',
    now: deps.now,
  });
  return {
    /** The payments module's port: chargebacks, won and lost disputes. */
    purchaseDisputes: service.disputes,
    /** Whether a player owes anything of a chargeback (redemptions refuse while they do). */
    hasOpenDebt: service.hasOpenDebt,
    routes(api: ApiApp, guard: StaffGuard) {
      disputesAdminRoutes(api, { disputes: admin, guard });
    },
  };
}

export type DisputesModule = ReturnType<typeof createDisputesModule>;
