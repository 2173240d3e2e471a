import type { ApiApp } from '../../platform/api-app';
import type { FiatCheckout } from './fiat.provider';
import {
  sendFiatResult,
  sendFiatWidget,
  sendSessionFinished,
  sendSessionNotFound,
} from './fiat.pages';
import { SANDBOX_ROUTES } from './sandbox-paths';

const sessionIdOf = (params: unknown) => {
  const value = (params as { sessionId?: unknown }).sessionId;
  return typeof value === 'string' ? value : '';
};

/** The fiat checkout widget: its page in the frame and the player's approve or cancel. */
export function fiatRoutes(app: ApiApp, deps: { fiat: FiatCheckout; merchantName: string }) {
  app.get(SANDBOX_ROUTES.fiatCheckout, { schema: { hide: true } }, async (request, reply) => {
    const sessionId = sessionIdOf(request.params);
    const charge = await deps.fiat.findSession(sessionId);
    if (!charge) return sendSessionNotFound(reply);
    if (charge.status !== 'registered') return sendSessionFinished(reply, charge);
    return sendFiatWidget(reply, { sessionId, charge, merchantName: deps.merchantName });
  });

  for (const [route, approve] of [
    [SANDBOX_ROUTES.fiatApprove, true],
    [SANDBOX_ROUTES.fiatCancel, false],
  ] as const) {
    app.post(route, { schema: { hide: true } }, async (request, reply) => {
      const outcome = await deps.fiat.complete(sessionIdOf(request.params), approve);
      if (outcome.kind === 'missing') return sendSessionNotFound(reply);
      if (outcome.kind === 'finished') return sendSessionFinished(reply, outcome.charge);
      return sendFiatResult(reply, outcome.charge);
    });
  }
}
