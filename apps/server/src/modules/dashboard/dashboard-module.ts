import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { JobQueue } from '../../platform/job-queue';
import type { StaffGuard } from '../staff/staff-guard';
import { dashboardRoutes } from './dashboard.routes';
import { createDashboardService } from './dashboard.service';
import { createStatsRollup, STATS_ROLLUP_QUEUE } from './stats-rollup.service';

/** How often the roll-up job folds new rows in (a dashboard read folds too). */
export const STATS_ROLLUP_EVERY_SECONDS = 60;

/** The back-office dashboard: its roll-up job and its route (decision 025). */
export function createDashboardModule(deps: {
  db: Db;
  jobs: JobQueue;
  guard: StaffGuard;
  failedWebhooks: () => Promise<number>;
  openSockets: () => number;
}) {
  const { db, jobs } = deps;
  const rollup = createStatsRollup({ db });
  jobs.define(STATS_ROLLUP_QUEUE, async () => ({ passes: await rollup.foldAll() }), {
    retryLimit: 1,
    expireInSeconds: 600,
  });
  jobs.schedule(STATS_ROLLUP_QUEUE, { everySeconds: STATS_ROLLUP_EVERY_SECONDS });
  const dashboard = createDashboardService({
    db,
    rollup,
    failedJobs: async () => (await jobs.stats()).reduce((n, queue) => n + queue.failed, 0),
    failedWebhooks: deps.failedWebhooks,
    openSockets: deps.openSockets,
  });
  return {
    rollup,
    routes(api: ApiApp) {
      dashboardRoutes(api, { dashboard, guard: deps.guard });
    },
  };
}
