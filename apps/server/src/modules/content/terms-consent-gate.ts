import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { TermsConsentService } from './terms-consent.service';

/**
 * Play and purchases wait for the player's acceptance of changed terms (decision 060). The
 * routes are those the jurisdiction gates judge (decision 050) except redemptions and sign-up:
 * every purchase and every bet, GC or SC (a GC bet's gate is none, and it is still play). A
 * player who declines the new terms can still redeem what they won. Added to those routes only
 * (onRoute), so no other request pays for it; a player found up to date costs no query.
 */
export function registerTermsConsentGate(app: FastifyInstance, consent: TermsConsentService) {
  const check = async (request: FastifyRequest) => {
    const declared = request.routeOptions.config.jurisdiction;
    const gate = typeof declared === 'function' ? declared(request.body) : declared;
    if (gate === 'redeem' || gate === 'signUp' || !request.auth) return;
    await consent.assertAccepted(request.auth.userId);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.jurisdiction) return;
    const own = route.preValidation;
    route.preValidation = own ? [...(Array.isArray(own) ? own : [own]), check] : check;
  });
}
