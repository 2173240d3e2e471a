import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { JobQueue } from '../../platform/job-queue';
import type { AuditService } from '../audit/audit.service';
import type { PaymentWebhooksService } from '../payments/payment-webhooks.service';
import type { StaffGuard } from '../staff/staff-guard';
import { jobsAdminRoutes } from './jobs-admin.routes';
import { createJobsAdminService } from './jobs-admin.service';

/** The back office's Jobs screen: background jobs and provider webhooks, and their retries. */
export function createJobsAdminModule(deps: {
  db: Db;
  jobs: JobQueue;
  webhooks: PaymentWebhooksService;
  guard: StaffGuard;
  audit: AuditService;
}) {
  const jobsAdmin = createJobsAdminService(deps);
  return {
    routes(api: ApiApp) {
      jobsAdminRoutes(api, { jobsAdmin, guard: deps.guard });
    },
  };
}
