import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { loadConfig, PUBLISHED_DEFAULTS, type Config } from '../config';
import { buildApp, type App, type AppDeps } from '../app';
import { seedDatabase } from '../db/seed';
import { seedStepsFor } from '../seed-steps';
import { createFieldCipher } from '../platform/field-encryption';
import { openTestDatabase } from './test-database';
import type { Database } from '../db/database';

/** What production needs to start (secrets of the right length, the public address). */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PAYMENT_WEBHOOK_SECRET: 'test-production-webhook-secret-0123456789abcdef',
  METRICS_TOKEN: 'test-production-metrics-token-0123456789abcdef',
  DATA_ENCRYPTION_KEY: 'test-production-data-encryption-key-0123456789',
  PUBLIC_URL: 'https://casino.example',
} as const;

export interface TestAppOptions {
  env?: Record<string, string>;
  seed?: boolean;
  /** Called before the app is ready, to add routes a test needs (for example a slow one). */
  beforeReady?: (app: App) => void | Promise<void>;
  /** Share the database of another test app (a second server instance); it is not closed with this app. */
  database?: Database;
  /** Every line the app logs, at the most talkative level, is pushed here. */
  logLines?: string[];
  /** Pino options (a level and a stream to read the lines); the default keeps tests quiet. */
  logger?: AppDeps['logger'];
  /** The ACH payout provider redemptions send to (a test's own). */
  payoutProvider?: AppDeps['payoutProvider'];
  /** Where requests come from (fixed answers per address; decision 050). */
  geolocation?: AppDeps['geolocation'];
  /** The clock of limits, breaks and self-exclusions (a test moves it on; decisions 037, 038). */
  now?: AppDeps['now'];
}

/** A log stream into an array of lines. */
function collectInto(lines: string[]) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
}

/** Jobs are polled and maintained often, so tests see retries and expiries in seconds. */
export const TEST_JOB_TUNING = {
  pollSeconds: 0.5,
  maintenanceSeconds: 1,
  cronCheckSeconds: 1,
  shutdownSeconds: 2,
};

/** The run's seeded snapshot was seeded as this config seeds (test/global-setup.ts): it may start from it. */
const seedsAsSnapshot = (config: Config) =>
  config.NODE_ENV !== 'production' &&
  config.DATA_ENCRYPTION_KEY === PUBLISHED_DEFAULTS.DATA_ENCRYPTION_KEY;

/** A real app on a fresh database, listening on a free port for real HTTP. */
export async function startTestApp(options: TestAppOptions = {}) {
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gs-test-')),
    ...(process.env.TEST_REDIS_URL
      ? {
          REDIS_URL: process.env.TEST_REDIS_URL,
          REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
        }
      : {}),
    ...options.env,
  });
  const seed = options.seed !== false && !options.database;
  const database =
    options.database ?? (await openTestDatabase({ seeded: seed && seedsAsSnapshot(config) }));
  if (seed)
    await seedDatabase(database.db, seedStepsFor(config.NODE_ENV), {
      cipher: createFieldCipher(config.DATA_ENCRYPTION_KEY),
    });
  const logger =
    options.logger ??
    (options.logLines
      ? { level: 'trace', stream: collectInto(options.logLines) }
      : (false as const));
  const app = await buildApp({
    config,
    database,
    logger,
    ownsDatabase: !options.database,
    jobs: TEST_JOB_TUNING,
    payoutProvider: options.payoutProvider,
    geolocation: options.geolocation,
    now: options.now,
  });
  await options.beforeReady?.(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    app,
    config,
    database,
    db: database.db,
    baseUrl,
    /** fetch against the app with a path relative to the server root. */
    request(path: string, init?: RequestInit) {
      return fetch(`${baseUrl}${path}`, init);
    },
    close: () => app.close(),
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/** The JSON body of a response, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function json(res: Response): Promise<any> {
  return res.json();
}
