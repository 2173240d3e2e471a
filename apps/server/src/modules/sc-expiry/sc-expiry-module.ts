import type { Db, DbOrTx } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { JobQueue } from '../../platform/job-queue';
import type { Mailer } from '../../platform/mailer';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { WalletService } from '../wallet/wallet.service';
import { scExpiryAdminRoutes } from './sc-expiry-admin.routes';
import { createScExpiryAdminService } from './sc-expiry-admin.service';
import { createScExpiryService, type ScExpiryPlayer, type ScHoldings } from './sc-expiry.service';

export const SC_EXPIRY_QUEUE = 'sc-expiry';

/**
 * SC expiry of inactive players (decision 054): the daily job that warns and expires, and the
 * back office's list and four-eyes reversals.
 */
export function createScExpiryModule(deps: {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  audit: AuditService;
  wallet: WalletService;
  holdings: ScHoldings;
  lastSeenOf: (userIds: number[], tx?: DbOrTx) => Promise<Map<number, Date>>;
  findPlayer: (userId: number) => Promise<ScExpiryPlayer | undefined>;
  siteUrl: string;
  inactiveDays: number;
  noticeDays: number;
  now?: () => Date;
}) {
  const scExpiry = createScExpiryService(deps);
  const expiries = createScExpiryAdminService({
    db: deps.db,
    wallet: deps.wallet,
    audit: deps.audit,
    usernameOf: async (userId) => (await deps.findPlayer(userId))?.username ?? '',
    rule: { inactiveDays: deps.inactiveDays, noticeDays: deps.noticeDays },
    now: deps.now,
  });
  // Daily, just after midnight US Eastern (01:10 EST, 02:10 EDT): an expiry is due at the end of
  // the Eastern day its email named. One run whatever the number of instances; a failed run is
  // retried, and runs are safe to repeat.
  deps.jobs.define(SC_EXPIRY_QUEUE, () => scExpiry.run(), {
    retryLimit: 3,
    retryDelaySeconds: 600,
    expireInSeconds: 3_600,
  });
  deps.jobs.schedule(SC_EXPIRY_QUEUE, { cron: '10 6 * * *' });
  return {
    scExpiry,
    routes(api: ApiApp, guard: StaffGuard) {
      scExpiryAdminRoutes(api, { expiries, guard });
    },
  };
}

export type ScExpiryModule = ReturnType<typeof createScExpiryModule>;
