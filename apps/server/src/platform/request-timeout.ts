import type { FastifyInstance } from 'fastify';
import { ERRORS } from '@app/contracts/error-codes';
import { errorBody } from './error-handler';

/** Answers 504 'Request timeout' (SPEC §8) when a request runs longer than the limit. */
export function registerRequestTimeout(app: FastifyInstance, timeoutMs: number) {
  const timers = new WeakMap<object, NodeJS.Timeout>();
  app.addHook('onRequest', async (request, reply) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      request.log.warn({ timeoutMs }, 'request timed out');
      void reply.code(504).send(
        errorBody(request, [
          {
            errorCode: ERRORS.RequestTimeout.code,
            name: ERRORS.RequestTimeout.name,
            description: ERRORS.RequestTimeout.message,
          },
        ]),
      );
    }, timeoutMs);
    timer.unref();
    timers.set(request, timer);
  });
  app.addHook('onResponse', async (request) => {
    clearTimeout(timers.get(request));
  });
}
