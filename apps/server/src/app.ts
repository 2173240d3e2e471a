import type { Geolocation } from './modules/jurisdictions/geolocation';
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import type { DestinationStream } from 'pino';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { decorateApp } from './app-decorations';
import { createAppModules } from './app-modules';
import type { Config } from './config';
import type { Database } from './db/database';
import type { ApiApp } from './platform/api-app';
import { createAppPlatform } from './platform/app-platform';
import { registerErrorHandler } from './platform/error-handler';
import { registerHostileInputGuards } from './platform/hostile-input';
import { createMetrics } from './platform/metrics';
import { registerMetricsRoute } from './platform/metrics.routes';
import { loggerOptions } from './platform/logger';
import { registerRequestLogContext } from './platform/request-log-context';
import { registerRequestTimeout } from './platform/request-timeout';
import { registerOriginCheck } from './platform/origin-check';
import { registerOpenApi } from './platform/openapi';
import { registerIdempotency } from './platform/idempotency';
import { scheduleIdempotencyPurge } from './platform/idempotency-purge';
import { scheduleAuditPartitions } from './modules/audit/audit-partitions';
import { registerSecurityHeaders } from './platform/security-headers';
import { lazyChildLogger } from './platform/lazy-child-logger';
import { registerAdminSpa } from './platform/admin-spa';
import { registerSpa } from './platform/spa';
import { registerUploads } from './platform/uploads-serving';
import { RequestLogController } from './platform/request-log';
import type { JobQueueTuning } from './platform/job-queue';
import { devMailboxRoutes } from './platform/dev-mailbox.routes';
import { registerDeviceId } from './platform/device-id';
import { registerSessionHook } from './modules/auth/session-hook';
import { registerRedeemOnlyGuard, type ApiRouteEntry } from './modules/auth/redeem-only-guard';
import type { PayoutProvider } from './modules/payments/payouts';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Close the database with the app (false when several app instances share one, as in tests). */
  ownsDatabase?: boolean;
  /** False keeps tests quiet; a level and a stream replace LOG_LEVEL and stdout (redaction stays). */
  logger?: false | { level?: string; stream?: DestinationStream };
  /** Job queue polling and shutdown times (tests make them short). */
  jobs?: JobQueueTuning;
  /** The ACH payout provider instead of the sandbox's (a test's own; decisions 030, 031). */
  payoutProvider?: PayoutProvider;
  /** Where requests come from: fixed answers in tests, geoip-lite by default (decision 050). */
  geolocation?: Geolocation;
  /**
   * The clock of the player's limits, breaks, self-exclusions and reopening (tests move it past
   * cooling periods and ends; decisions 037, 038); default the real one.
   */
  now?: () => Date;
}

/** Builds the Fastify application: used by main.ts and by the tests. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger === false ? false : { ...loggerOptions(config.LOG_LEVEL), ...deps.logger },
    // Requests that went well are logged at debug; failures, client mistakes and slow ones above it.
    logController: new RequestLogController(config.LOG_SLOW_REQUEST_MS),
    // The per-request logger is made when a request first writes a line (lazy-child-logger.ts).
    ...(deps.logger === false ? {} : { childLoggerFactory: lazyChildLogger }),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    connectionTimeout: config.REQUEST_TIMEOUT_MS + 5_000,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
    // A plugin that hangs still fails the start, but a busy machine (two cores running tests
    // beside a build) no longer fails a healthy start after Fastify's default 10 s.
    pluginTimeout: 60_000,
  }).withTypeProvider<ZodTypeProvider>();

  if (deps.logger !== false) registerRequestLogContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerHostileInputGuards(app);
  const metrics = createMetrics();
  registerMetricsRoute(app, metrics, {
    token: config.METRICS_TOKEN,
    production: config.NODE_ENV === 'production',
  });
  registerRequestTimeout(app, config.REQUEST_TIMEOUT_MS);
  registerOriginCheck(app, config.PUBLIC_URL);
  // While shutting down, answers close their keep-alive connection so the server can stop.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  registerSecurityHeaders(app, { production: config.NODE_ENV === 'production' });
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10 },
  });
  await registerOpenApi(app);

  const platform = createAppPlatform(app, { config, db: database.db, jobs: deps.jobs });
  const { db } = platform;
  const built = await createAppModules(app, { ...deps, platform, metrics });
  const idempotency = registerIdempotency(app, { db });
  scheduleIdempotencyPurge(platform.jobs, () => idempotency.purgeExpired());
  scheduleAuditPartitions(platform.jobs, platform.db, {
    retentionYears: platform.config.AUDIT_RETENTION_YEARS,
  });
  const apiRoutes: ApiRouteEntry[] = [];
  decorateApp(app, {
    ...built.handles,
    purgeIdempotencyKeys: (at) => idempotency.purgeExpired(at),
    apiRoutes,
  });
  await app.register(
    async (api: ApiApp) => {
      registerDeviceId(api, { secure: config.NODE_ENV === 'production' });
      registerSessionHook(api, built.auth);
      // A redeem-only session reaches only the routes marked allowRedeemOnly (decision 038).
      registerRedeemOnlyGuard(api, apiRoutes);
      // Then every module's routes, in the order createAppModules lists them.
      for (const module of built.modules) module.routes(api, built.guard);
    },
    { prefix: '/api/v1' },
  );
  if (platform.sandboxOn) await built.sandbox.registerRoutes(app);
  await registerUploads(app, platform.uploadsDir);
  if (config.NODE_ENV !== 'production') devMailboxRoutes(app, { db });

  // Before the player app's fallback: /admin is the back office's own build (docs/decisions/024).
  await registerAdminSpa(app, config.ADMIN_DIST_DIR);
  await registerSpa(app, config.WEB_DIST_DIR, {
    lobbyHead: built.content.lobbyHead,
    lobbyFirstPaintSample: built.content.lobbyFirstPaintSample,
    production: config.NODE_ENV === 'production',
  });
  app.addHook('onClose', async () => {
    platform.redis?.disconnect();
    if (deps.ownsDatabase !== false) await database.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
