import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/database';
import type { ApiApp } from './platform/api-app';
import { registerErrorHandler } from './platform/error-handler';
import { registerRequestTimeout } from './platform/request-timeout';
import { registerOriginCheck } from './platform/origin-check';
import { registerOpenApi } from './platform/openapi';
import { registerSpa } from './platform/spa';
import { healthRoutes } from './modules/health/health.routes';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Pino logger options, or false to keep tests quiet. */
  logger?: FastifyServerOptions['logger'];
}

/** Builds the Fastify application: used by main.ts and by the tests. */
export async function buildApp(deps: AppDeps) {
  const { config, database } = deps;
  const app = Fastify({
    logger: deps.logger ?? { level: config.LOG_LEVEL },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    connectionTimeout: config.REQUEST_TIMEOUT_MS + 5_000,
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    forceCloseConnections: 'idle',
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestTimeout(app, config.REQUEST_TIMEOUT_MS);
  registerOriginCheck(app, config.PUBLIC_URL);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie);
  await registerOpenApi(app);

  await app.register(
    async (api: ApiApp) => {
      healthRoutes(api, { db: database.db });
    },
    { prefix: '/api/v1' },
  );

  await registerSpa(app, config.WEB_DIST_DIR);
  app.addHook('onClose', async () => {
    await database.close();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
