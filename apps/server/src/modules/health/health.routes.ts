import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';

/** A dependency that has not answered within this time counts as down. */
export const READINESS_TIMEOUT_MS = 2_000;

const ZHealthResponse = z.object({
  data: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
});
const ZLiveResponse = z.object({ data: z.object({ status: z.literal('ok') }) });
const ZReadyResponse = z.object({
  data: z.object({
    status: z.literal('ok'),
    database: z.literal('ok'),
    redis: z.enum(['ok', 'not configured']),
  }),
});

/** Resolves true when `check` succeeds within the readiness timeout. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READINESS_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * /health (kept for the e2e runs and benchmarks: one database query),
 * /health/live (the process answers; no dependency is asked) and
 * /health/ready (the database and Redis, when configured, both answer).
 */
export function healthRoutes(app: ApiApp, deps: { db: Db; redis?: Redis }) {
  const databaseAnswers = () => answers(() => deps.db.execute(sql`select 1`));

  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Health with a real database query',
        response: { 200: ZHealthResponse },
      },
    },
    async () => {
      if (!(await databaseAnswers()))
        throw new AppError('ServiceUnavailable', 'The database is not reachable.');
      return { data: { status: 'ok' as const, db: 'ok' as const } };
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the process answers (no dependency is asked)',
        response: { 200: ZLiveResponse },
      },
    },
    async () => ({ data: { status: 'ok' as const } }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['platform'],
        summary:
          'Readiness: the database and Redis (when configured) answer; 503 names what did not',
        response: { 200: ZReadyResponse },
      },
    },
    async () => {
      const { redis } = deps;
      const [database, redisUp] = await Promise.all([
        databaseAnswers(),
        redis ? answers(() => redis.ping()) : Promise.resolve(true),
      ]);
      const failed = [...(database ? [] : ['database']), ...(redisUp ? [] : ['redis'])];
      if (failed.length > 0) {
        throw new AppError(
          'ServiceUnavailable',
          `Not ready: ${failed.join(' and ')} not reachable.`,
          {
            failed,
          },
        );
      }
      return {
        data: {
          status: 'ok' as const,
          database: 'ok' as const,
          redis: redis ? ('ok' as const) : ('not configured' as const),
        },
      };
    },
  );
}
