import {
  JOBS_LIST_LIMIT,
  type TJobItem,
  type TJobListState,
  type TJobsList,
  type TWebhookFailureItem,
} from '@app/contracts/jobs-admin';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { JobQueue } from '../../platform/job-queue';
import type { JobRecord, JobState } from '../../platform/job-queue.repository';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { PaymentWebhooksService } from '../payments/payment-webhooks.service';
import type { WebhookFailureRow } from '../payments/webhook-failures.repository';

const STATES: Record<TJobListState, JobState[]> = {
  failed: ['failed'],
  pending: ['created', 'retry', 'active'],
};

const jobItem = (job: JobRecord): TJobItem => ({
  id: job.id,
  queue: job.queue,
  state: job.state,
  error: job.error,
  retryCount: job.retryCount,
  retryLimit: job.retryLimit,
  createdOn: new Date(job.createdOn).toISOString(),
  startAfter: new Date(job.startAfter).toISOString(),
  startedOn: job.startedOn ? new Date(job.startedOn).toISOString() : null,
  completedOn: job.completedOn ? new Date(job.completedOn).toISOString() : null,
});

const webhookItem = (row: WebhookFailureRow): TWebhookFailureItem => ({
  id: row.id,
  provider: row.provider,
  eventId: row.eventId,
  eventType: row.eventType,
  referenceId: row.referenceId,
  error: row.error,
  attempts: row.attempts,
  firstFailedAt: row.firstFailedAt.toISOString(),
  lastFailedAt: row.lastFailedAt.toISOString(),
});

/** The Jobs screen: failed and pending background jobs, failed provider webhooks, and retries. */
export function createJobsAdminService(deps: {
  db: Db;
  jobs: JobQueue;
  webhooks: PaymentWebhooksService;
  audit: AuditService;
}) {
  const { db, jobs, webhooks, audit } = deps;
  return {
    async list(state: TJobListState): Promise<TJobsList> {
      const found = await jobs.jobs({ states: STATES[state], limit: JOBS_LIST_LIMIT });
      const failedWebhooks = await webhooks.listFailures(JOBS_LIST_LIMIT);
      return { state, jobs: found.map(jobItem), webhooks: failedWebhooks.map(webhookItem) };
    },

    /** One more attempt for a failed job, audited in the transaction that gives it. */
    async retryJob(actor: AuditActor, id: string): Promise<TJobItem> {
      const job = await jobs.job(id);
      if (!job) throw new AppError('NotFound', 'No job has this id.');
      if (job.state !== 'failed') throw new AppError('JobNotRetryable');
      await inTransaction(db, async (uow) => {
        if (!(await jobs.retry(job.queue, id, { uow }))) throw new AppError('JobNotRetryable');
        await audit.record(uow.tx, actor, {
          action: 'job.retry',
          target: `${job.queue}:${id}`,
          detail: { error: job.error, retryCount: job.retryCount },
        });
      });
      const after = await jobs.job(id);
      return jobItem(after ?? job);
    },

    retryWebhook: (actor: AuditActor, failureId: number) => webhooks.retry(actor, failureId),
  };
}

export type JobsAdminService = ReturnType<typeof createJobsAdminService>;
