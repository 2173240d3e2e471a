import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route answers a redeem-only session (decision 038): the player's details, balances,
     * redemptions, the KYC a redemption needs, the two-factor step-up and logout. Every other
     * route refuses one with 2329, so a new route is closed to it by default.
     */
    allowRedeemOnly?: boolean;
  }
}

/** Staff routes read their own cookie (gs_staff), never the player's session: not this guard's. */
const isStaffRoute = (url: string | undefined) => url?.startsWith('/api/v1/admin') ?? false;

/** Whether a request of a redeem-only session may reach its route. */
export function redeemOnlyMayReach(request: FastifyRequest): boolean {
  return (
    request.routeOptions.config?.allowRedeemOnly === true || isStaffRoute(request.routeOptions.url)
  );
}

/** An API route as the guard knows it (tests walk every one with a redeem-only session). */
export interface ApiRouteEntry {
  method: string;
  url: string;
  allowRedeemOnly: boolean;
  staff: boolean;
}

/**
 * onRequest, after the session hook: a redeem-only session reaches only the routes marked
 * `config: { allowRedeemOnly: true }`; anything else answers 403 2329 before its own hooks run.
 * Every route added after it is recorded in `routes`.
 */
export function registerRedeemOnlyGuard(app: FastifyInstance, routes: ApiRouteEntry[] = []) {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      routes.push({
        method,
        url: route.url,
        allowRedeemOnly: route.config?.allowRedeemOnly === true,
        staff: isStaffRoute(route.url),
      });
  });
  app.addHook('onRequest', async (request) => {
    if (request.auth?.scope !== 'redeem') return;
    if (!redeemOnlyMayReach(request)) throw new AppError('RedeemOnlySession');
  });
}
