import type { Redis } from 'ioredis';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { healthRoutes } from './health.routes';

/** GET /health: a real database query, and Redis when the app uses it. */
export function createHealthModule(deps: { db: Db; redis?: Redis }) {
  return {
    routes(api: ApiApp) {
      healthRoutes(api, { db: deps.db, redis: deps.redis });
    },
  };
}
