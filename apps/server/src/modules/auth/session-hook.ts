import type { FastifyInstance } from 'fastify';
import { SESSION_COOKIE } from '../../platform/request-auth';
import type { AuthService } from './auth.service';

/** Every request learns who is calling from its session cookie (request.auth). */
export function registerSessionHook(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('auth', null);
  app.decorateRequest('authFailure', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const resolved = await auth.resolveSession(token);
    if (resolved.auth) request.auth = resolved.auth;
    else request.authFailure = resolved.failure;
  });
}
