import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { JobQueue } from '../../platform/job-queue';
import type { AuditService } from '../audit/audit.service';
import type { FairnessService } from '../games/fairness.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { WalletService } from '../wallet/wallet.service';
import { spinWheelAdminRoutes } from './spin-wheel-admin.routes';
import { createSpinWheelAdminService } from './spin-wheel-admin.service';
import { spinWheelRewards } from './spin-wheel-rewards';
import { spinWheelRoutes } from './spin-wheel.routes';
import { COMPLETE_SPIN_QUEUE, createSpinWheelService } from './spin-wheel.service';

/** The spin wheel wired once (docs/decisions/033): player calls, the completion job, the editor. */
export function createSpinWheelModule(deps: {
  db: Db;
  wallet: WalletService;
  fairness: FairnessService;
  jobs: JobQueue;
  audit: AuditService;
}) {
  const { db, wallet, fairness, jobs, audit } = deps;
  const spinWheel = createSpinWheelService({ db, wallet, fairness, jobs });
  const admin = createSpinWheelAdminService({ db, audit });
  // A few quick retries: the completion is idempotent, and the player's own call may win anyway.
  jobs.define<{ spinId: number }>(
    COMPLETE_SPIN_QUEUE,
    async ({ spinId }) => ({ completed: await spinWheel.completeAbandoned(spinId) }),
    { retryLimit: 5, retryDelaySeconds: 2, retryBackoff: true, expireInSeconds: 60 },
  );
  return {
    spinWheel,
    /** The Rewards page's spin wheel item (decision 036). */
    rewards: spinWheelRewards(spinWheel),
    routes(api: ApiApp, guard: StaffGuard) {
      spinWheelRoutes(api, { spinWheel });
      spinWheelAdminRoutes(api, { spinWheelAdmin: admin, guard });
    },
  };
}
