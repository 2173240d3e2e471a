import {
  ZJobIdParam,
  ZJobRetryResponse,
  ZJobsQuery,
  ZJobsResponse,
  ZWebhookEventIdParam,
  ZWebhookRetryResponse,
} from '@app/contracts/jobs-admin';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { JobsAdminService } from './jobs-admin.service';

const tags = ['staff'];

/** Failed and pending jobs and failed webhooks (jobs.read); retries (jobs.retry), audited. */
export function jobsAdminRoutes(
  app: ApiApp,
  deps: { jobsAdmin: JobsAdminService; guard: StaffGuard },
) {
  const { jobsAdmin, guard } = deps;

  app.get(
    '/admin/jobs',
    {
      schema: {
        tags,
        summary: 'Failed or pending background jobs, and provider webhooks that failed processing',
        querystring: ZJobsQuery,
        response: { 200: ZJobsResponse },
      },
      onRequest: guard.require('jobs.read'),
    },
    async (request) => ({ data: await jobsAdmin.list(request.query.state) }),
  );

  app.post(
    '/admin/jobs/:jobId/retry',
    {
      schema: {
        tags,
        summary: 'Gives a failed job one more attempt, at once',
        params: ZJobIdParam,
        response: { 200: ZJobRetryResponse },
      },
      onRequest: guard.require('jobs.retry'),
    },
    async (request) => ({
      data: { job: await jobsAdmin.retryJob(actorOf(request), request.params.jobId) },
    }),
  );

  app.post(
    '/admin/webhooks/:eventId/retry',
    {
      schema: {
        tags,
        summary:
          'Processes a failed provider webhook again through the live path (applied once by event id)',
        params: ZWebhookEventIdParam,
        response: { 200: ZWebhookRetryResponse },
      },
      onRequest: guard.require('jobs.retry'),
    },
    async (request) => ({
      data: await jobsAdmin.retryWebhook(actorOf(request), request.params.eventId),
    }),
  );
}
