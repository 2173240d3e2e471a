import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';
import type { Metrics } from './metrics';
import { safeEqual } from './secure-tokens';

/** Requests that matched no route share one label, whatever their URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Times every answer by its route pattern (never the raw URL, which would
 * make a series per player id) and serves GET /metrics in the Prometheus text
 * format. With a token configured the scraper must send `Authorization:
 * Bearer <token>`; in production a token is required, and without one the
 * endpoint refuses everyone.
 */
export function registerMetricsRoute(
  app: FastifyInstance,
  metrics: Metrics,
  options: { token?: string; production: boolean },
) {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? UNMATCHED_ROUTE,
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
  });

  const tokenRequired = options.production || options.token !== undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (tokenRequired) {
      const sent = request.headers.authorization ?? '';
      const expected = options.token === undefined ? undefined : `Bearer ${options.token}`;
      if (expected === undefined || !safeEqual(sent, expected)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('Unauthorized', 'A valid metrics token is required.');
      }
    }
    reply.header('content-type', metrics.contentType);
    reply.header('cache-control', 'no-store');
    return metrics.scrape();
  });
}
