import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { sqlExecutor } from '../db/sql-executor';
import { createFieldCipher } from './field-encryption';
import { createInvalidationBus } from './invalidation-bus';
import { createJobQueue, type JobQueue, type JobQueueTuning } from './job-queue';
import { createSmtpTransport } from './mailer';
import { createMessageOutbox } from './message-outbox';
import { MemoryRateLimitStore, RateLimiter, RedisRateLimitStore } from './rate-limiter';
import { connectRedis } from './redis';
import { createOutboxSmsSender } from './sms-sender';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job queue (decision 019): started with the app, stopped before it closes. */
    jobs: JobQueue;
  }
}

/**
 * The cross-cutting pieces every module is built from: the database, Redis (when configured),
 * rate limits, the job queue, the message outbox and SMS sender, the field cipher, the
 * invalidation bus and the uploads folder. The queue and the bus start with the app and stop
 * before it closes (their hooks are added here, in this order).
 */
export function createAppPlatform(
  app: FastifyInstance,
  deps: { config: Config; db: Db; jobs?: JobQueueTuning },
) {
  const { config, db } = deps;
  const redis = config.REDIS_URL ? connectRedis(config.REDIS_URL) : undefined;
  const limiter = new RateLimiter(
    redis ? new RedisRateLimitStore(redis, config.REDIS_KEY_PREFIX) : new MemoryRateLimitStore(),
  );
  // Background jobs: every module defines its queues here; the queue works them once the app is ready.
  const jobs = createJobQueue({ executor: sqlExecutor(db), log: app.log, tuning: deps.jobs });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  app.addHook('preClose', () => jobs.stop());
  const outbox = createMessageOutbox({
    db,
    jobs,
    transports: {
      email: config.SMTP_URL ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM) : undefined,
    },
  });
  const uploadsDir = path.join(config.DATA_DIR, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  // An operator's change (the catalogue's) reaches the caches of every instance (decision 026).
  const invalidations = createInvalidationBus({
    redis,
    keyPrefix: config.REDIS_KEY_PREFIX,
    log: app.log,
  });
  app.addHook('onReady', () => invalidations.ready());
  app.addHook('preClose', () => invalidations.close());
  return {
    config,
    db,
    redis,
    limiter,
    jobs,
    outbox,
    sms: createOutboxSmsSender(outbox),
    cipher: createFieldCipher(config.DATA_ENCRYPTION_KEY),
    invalidations,
    uploadsDir,
    log: app.log,
    /** The built-in sandbox providers and dev pages are for development only (decision 022). */
    sandboxOn: config.NODE_ENV !== 'production',
  };
}

export type AppPlatform = ReturnType<typeof createAppPlatform>;
