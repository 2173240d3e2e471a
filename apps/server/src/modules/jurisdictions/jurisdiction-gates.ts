import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { JurisdictionGate } from '@app/contracts/jurisdictions';
import type { JurisdictionsService } from './jurisdictions.service';

/** A route's gate, or how its body names it (an SC bet; a purchase or a redemption). */
export type RouteGate = JurisdictionGate | ((body: unknown) => JurisdictionGate | null);

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The compliance gate the route is judged at (decision 050): refused where not allowed. */
    jurisdiction?: RouteGate;
  }
}

/** An SC bet is judged; a GC bet plays anywhere (decision 050). */
export const scBetGate: RouteGate = (body) =>
  (body as { coinType?: unknown } | null)?.coinType === 'SC' ? 'scBet' : null;

/**
 * Every route with `config.jurisdiction` asks the compliance service before its body is
 * validated or its Idempotency-Key read: a refused request writes nothing. The address state
 * comes with the session (request.auth), the location from the request's address. The check is
 * added to those routes only (onRoute), so no other request pays for it.
 */
export function registerJurisdictionGates(app: FastifyInstance, service: JurisdictionsService) {
  const gateOf = async (request: FastifyRequest) => {
    const declared = request.routeOptions.config.jurisdiction;
    const gate = typeof declared === 'function' ? declared(request.body) : declared;
    if (!gate) return;
    await service.assertMay(gate, { stateCode: request.auth?.stateCode ?? null, ip: request.ip });
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.jurisdiction) return;
    const own = route.preValidation;
    route.preValidation = own ? [gateOf, ...(Array.isArray(own) ? own : [own])] : gateOf;
  });
}
