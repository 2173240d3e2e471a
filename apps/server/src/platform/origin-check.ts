import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by a page of another origin (CSRF defence
 * beside SameSite=Lax cookies). Requests without an Origin header (non-browser
 * clients, same-origin navigations of old browsers) are let through.
 */
export function registerOriginCheck(app: FastifyInstance, publicUrl: string) {
  const allowed = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const host = request.headers.host;
    const sameHost =
      host !== undefined && (origin === `http://${host}` || origin === `https://${host}`);
    if (origin !== allowed && !sameHost) {
      throw new AppError('Forbidden', 'Cross-origin request refused.');
    }
  });
}
