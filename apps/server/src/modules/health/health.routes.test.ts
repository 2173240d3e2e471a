import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { registerErrorHandler } from '../../platform/error-handler';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { healthRoutes } from './health.routes';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false });
});
afterAll(async () => {
  await t.close();
});

/** The health routes alone, on dependencies that fail as asked. */
async function healthApp(deps: { database: 'up' | 'down'; redis?: 'up' | 'down' | 'silent' }) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const db = {
    execute: async () => {
      if (deps.database === 'down') throw new Error('connect ECONNREFUSED');
      return { rows: [] };
    },
  } as unknown as Db;
  const redis = deps.redis && {
    ping: () =>
      deps.redis === 'up'
        ? Promise.resolve('PONG')
        : deps.redis === 'down'
          ? Promise.reject(new Error('Connection is closed.'))
          : new Promise(() => undefined),
  };
  await app.register(
    async (api: ApiApp) => healthRoutes(api, { db, redis: redis as unknown as Redis }),
    { prefix: '/api/v1' },
  );
  return app;
}

describe('health', () => {
  it('answers liveness without asking any dependency', async () => {
    const res = await t.request('/api/v1/health/live');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { status: 'ok' } });
    const app = await healthApp({ database: 'down', redis: 'down' });
    expect((await app.inject('/api/v1/health/live')).statusCode).toBe(200);
    await app.close();
  });

  it('answers ready when the database and the Redis in use both answer', async () => {
    const res = await t.request('/api/v1/health/ready');
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({
      data: {
        status: 'ok',
        database: 'ok',
        redis: process.env.TEST_REDIS_URL ? 'ok' : 'not configured',
      },
    });
  });

  it('answers 503 naming each dependency that did not answer, a silent one included', async () => {
    const cases = [
      [{ database: 'down', redis: 'up' }, ['database'], 'Not ready: database not reachable.'],
      [{ database: 'up', redis: 'down' }, ['redis'], 'Not ready: redis not reachable.'],
      [
        { database: 'down', redis: 'silent' },
        ['database', 'redis'],
        'Not ready: database and redis not reachable.',
      ],
    ] as const;
    for (const [deps, failed, description] of cases) {
      const app = await healthApp(deps);
      const res = await app.inject('/api/v1/health/ready');
      expect(res.statusCode).toBe(503);
      expect(res.json().errors[0]).toEqual({
        errorCode: 1503,
        name: 'ServiceUnavailable',
        description,
        failed,
      });
      await app.close();
    }
  });

  it('keeps /health answering with its database check', async () => {
    expect(await json(await t.request('/api/v1/health'))).toEqual({
      data: { status: 'ok', db: 'ok' },
    });
    const app = await healthApp({ database: 'down' });
    expect((await app.inject('/api/v1/health')).statusCode).toBe(503);
    await app.close();
  });
});
