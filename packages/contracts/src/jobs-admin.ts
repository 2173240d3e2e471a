import { z } from 'zod';
import { zQueryId } from './query-params';

/** GET /api/v1/admin/jobs?state=…: failed jobs (retries spent) or pending ones (waiting or running). */
export const JOB_LIST_STATES = ['failed', 'pending'] as const;
export type TJobListState = (typeof JOB_LIST_STATES)[number];

export const ZJobsQuery = z.object({
  state: z
    .enum(JOB_LIST_STATES, { error: `state must be one of ${JOB_LIST_STATES.join(', ')}` })
    .default('failed'),
});
export type TJobsQuery = z.infer<typeof ZJobsQuery>;

/** The most jobs and webhook events one list shows (newest first). */
export const JOBS_LIST_LIMIT = 100;

/** One background job as operators see it. */
export const ZJobItem = z.object({
  id: z.string(),
  queue: z.string(),
  /** created | retry | active | completed | cancelled | failed */
  state: z.string(),
  error: z.string().nullable(),
  /** Attempts after the first so far, and how many are allowed. */
  retryCount: z.number().int(),
  retryLimit: z.number().int(),
  createdOn: z.string(),
  startAfter: z.string(),
  startedOn: z.string().nullable(),
  completedOn: z.string().nullable(),
});
export type TJobItem = z.infer<typeof ZJobItem>;

/** A provider webhook event that failed processing (and has not been applied since). */
export const ZWebhookFailureItem = z.object({
  id: z.number().int(),
  provider: z.string(),
  eventId: z.string(),
  eventType: z.string(),
  referenceId: z.string(),
  error: z.string(),
  /** Times processing was tried: deliveries by the provider and retries by staff. */
  attempts: z.number().int(),
  firstFailedAt: z.string(),
  lastFailedAt: z.string(),
});
export type TWebhookFailureItem = z.infer<typeof ZWebhookFailureItem>;

export const ZJobsResponse = z.object({
  data: z.object({
    state: z.enum(JOB_LIST_STATES),
    jobs: z.array(ZJobItem),
    webhooks: z.array(ZWebhookFailureItem),
  }),
});
export type TJobsList = z.infer<typeof ZJobsResponse>['data'];

export const ZJobIdParam = z.object({
  jobId: z.uuid({ error: 'jobId must be a job id (UUID)' }),
});

/** The id of a failed webhook event as the list shows it. */
export const ZWebhookEventIdParam = z.object({ eventId: zQueryId('eventId') });

export const ZJobRetryResponse = z.object({
  data: z.object({ job: ZJobItem }),
});

/**
 * What a webhook retry did: the event's outcome when processed now ('applied', 'ignored_…'),
 * 'duplicate' when it had been applied before (nothing is credited twice), or 'failed' with the
 * error when processing failed again (the event stays in the list).
 */
export const ZWebhookRetryResponse = z.object({
  data: z.object({
    eventId: z.number().int(),
    outcome: z.string(),
    duplicate: z.boolean(),
    error: z.string().nullable(),
  }),
});
export type TWebhookRetryResult = z.infer<typeof ZWebhookRetryResponse>['data'];
