import { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import type { Db } from '../../db/database';

const ZHealthResponse = z.object({
  data: z.object({ status: z.literal('ok'), db: z.literal('ok') }),
});

export function healthRoutes(app: ApiApp, deps: { db: Db }) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Liveness with a real database query',
        response: { 200: ZHealthResponse },
      },
    },
    async () => {
      try {
        await deps.db.execute(sql`select 1`);
      } catch {
        throw new AppError('ServiceUnavailable', 'The database is not reachable.');
      }
      return { data: { status: 'ok' as const, db: 'ok' as const } };
    },
  );
}
