import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { JobQueue } from '../../platform/job-queue';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { ProviderStatement } from './provider-statements';
import { reconciliationAdminRoutes } from './reconciliation-admin.routes';
import { previousEasternDay } from './reconciliation-day';
import { createReconciliationService, type OurRecords } from './reconciliation.service';
import { createTrialBalanceService, type LedgerAt } from './trial-balance.service';

export const RECONCILIATION_QUEUE = 'reconciliation';

/** A job's data: the day to reconcile; the scheduled job has none and takes yesterday. */
export interface ReconciliationJobData {
  day?: string;
}

/**
 * Daily reconciliation with the providers (decision 056): the job, the cases finance resolves and
 * the trial balance of a day.
 */
export function createReconciliationModule(deps: {
  db: Db;
  jobs: JobQueue;
  audit: AuditService;
  ours: OurRecords;
  /** Each configured provider's statement (the sandbox's; none for a provider without one). */
  statements: ProviderStatement[];
  /** The payout provider's name: its payouts are reconciled, or said to be skipped. */
  payoutProvider: string;
  ledgerAt: LedgerAt;
  openRedemptionsAt: (at: Date) => Promise<number>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());
  const reconciliation = createReconciliationService({ ...deps, now });
  const trialBalance = createTrialBalanceService({
    ledgerAt: deps.ledgerAt,
    openRedemptionsAt: deps.openRedemptionsAt,
    payoutStatement: deps.statements.find(
      (s) => s.subject === 'payout' && s.provider === deps.payoutProvider,
    ),
    now,
  });
  // Daily at 06:40 UTC (01:40 EST, 02:40 EDT): the Eastern day before has ended and its late
  // webhooks have had time to arrive. One run per tick across instances; a failed run is
  // retried, and runs are safe to repeat.
  deps.jobs.define<ReconciliationJobData>(
    RECONCILIATION_QUEUE,
    (data) => reconciliation.runDay(data?.day ?? previousEasternDay(now())),
    { retryLimit: 3, retryDelaySeconds: 600, expireInSeconds: 3_600 },
  );
  deps.jobs.schedule(RECONCILIATION_QUEUE, { cron: '40 6 * * *' });
  return {
    reconciliation,
    trialBalance,
    routes(api: ApiApp, guard: StaffGuard) {
      reconciliationAdminRoutes(api, { reconciliation, trialBalance, guard });
    },
  };
}

export type ReconciliationModule = ReturnType<typeof createReconciliationModule>;
