import { AsyncLocalStorage, AsyncResource } from 'node:async_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';

/**
 * The request being served, for the log lines written while serving it by
 * loggers that are not `request.log` (services get `app.log`): every line of a
 * request carries its `reqId`.
 */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();
const resources = new WeakMap<FastifyRequest, AsyncResource>();

const { chindingsSym } = pino.symbols;

/** pino mixin: adds the current request's id unless the logger is a child that binds one already. */
export function requestLogMixin(_merge: object, _level: number, logger: Logger): object {
  const store = requestContext.getStore();
  if (!store) return {};
  const bindings = (logger as unknown as Record<symbol, string | undefined>)[chindingsSym];
  return bindings?.includes('"reqId"') ? {} : { reqId: store.reqId };
}

/**
 * Enters the request's context when it arrives, and again once its body is
 * read: the body's stream events run outside it (as @fastify/request-context does).
 */
export function registerRequestLogContext(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    requestContext.run({ reqId: request.id }, () => {
      resources.set(request, new AsyncResource('request-log-context'));
      done();
    });
  });
  app.addHook('preValidation', (request, _reply, done) => {
    const resource = resources.get(request);
    if (resource) resource.runInAsyncScope(done);
    else done();
  });
}
