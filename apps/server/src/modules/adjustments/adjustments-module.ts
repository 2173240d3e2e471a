import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { DualControl } from '../dual-control/dual-control.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { WalletService } from '../wallet/wallet.service';
import { adjustmentsRoutes } from './adjustments.routes';
import { createAdjustmentsService } from './adjustments.service';

/** Balance adjustments by finance staff, with four-eyes above the threshold (decision 027). */
export function createAdjustmentsModule(deps: {
  db: Db;
  wallet: WalletService;
  audit: AuditService;
  dualControl: DualControl;
}) {
  const adjustments = createAdjustmentsService({
    db: deps.db,
    wallet: deps.wallet,
    audit: deps.audit,
    dualControl: deps.dualControl,
  });
  return {
    adjustments,
    routes(api: ApiApp, guard: StaffGuard) {
      adjustmentsRoutes(api, { guard, adjustments });
    },
  };
}
