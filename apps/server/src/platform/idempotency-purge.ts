import { PURGE_IDEMPOTENCY_KEYS_QUEUE } from './idempotency';
import type { JobQueue } from './job-queue';

/** Keys past their 24 hours go once an hour, on one instance. */
export function scheduleIdempotencyPurge(jobs: JobQueue, purgeExpired: () => Promise<number>) {
  jobs.define(PURGE_IDEMPOTENCY_KEYS_QUEUE, async () => ({ purged: await purgeExpired() }), {
    retryLimit: 2,
    expireInSeconds: 300,
  });
  jobs.schedule(PURGE_IDEMPOTENCY_KEYS_QUEUE, { cron: '17 * * * *' });
}
