import type { FastifyInstance, FastifyRequest } from 'fastify';
import { newToken } from './secure-tokens';

/** The browser's device id cookie: long-lived, random, httpOnly (docs/decisions/034). */
export const DEVICE_COOKIE = 'gs_device';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
/** What newToken makes: 32 random bytes in base64url. */
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;

declare module 'fastify' {
  interface FastifyRequest {
    /** This browser's device id: its gs_device cookie, or the one set on this answer. */
    deviceId: string;
  }
}

/**
 * Gives every browser a device id on its first call to the API and keeps it a year. User agents
 * are shared by many people, so anti-abuse checks (referrals) compare device ids and addresses.
 * A cookie the client made up in another shape is replaced.
 */
export function registerDeviceId(app: FastifyInstance, options: { secure: boolean }) {
  app.decorateRequest('deviceId', '');
  app.addHook('onRequest', async (request, reply) => {
    const presented = request.cookies[DEVICE_COOKIE];
    if (presented && DEVICE_ID.test(presented)) {
      request.deviceId = presented;
      return;
    }
    request.deviceId = newToken();
    reply.setCookie(DEVICE_COOKIE, request.deviceId, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
      maxAge: ONE_YEAR_SECONDS,
    });
  });
}

export const deviceIdOf = (request: FastifyRequest) => request.deviceId || null;
