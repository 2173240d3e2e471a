import type { ApiApp } from '../../platform/api-app';
import {
  sendIdentityBadOutcome,
  sendIdentityCancelled,
  sendIdentityFinished,
  sendIdentityNotFound,
  sendIdentitySubmitted,
  sendIdentityWidget,
} from './identity.pages';
import { isIdentityOutcome, type IdentityWidget } from './identity.provider';
import { SANDBOX_ROUTES } from './sandbox-paths';

const sessionIdOf = (params: unknown) => {
  const value = (params as { sessionId?: unknown }).sessionId;
  return typeof value === 'string' ? value : '';
};

/** The identity widget: its page in the KYC modal's frame, the verdict, and cancel. */
export function identityRoutes(app: ApiApp, deps: { identity: IdentityWidget }) {
  app.get(SANDBOX_ROUTES.identityWidget, { schema: { hide: true } }, async (request, reply) => {
    const sessionId = sessionIdOf(request.params);
    const session = await deps.identity.findSession(sessionId);
    if (!session) return sendIdentityNotFound(reply);
    if (session.status !== 'open') return sendIdentityFinished(reply);
    return sendIdentityWidget(reply, sessionId);
  });

  app.post(SANDBOX_ROUTES.identityFinish, { schema: { hide: true } }, async (request, reply) => {
    const outcome = (request.body as { outcome?: unknown } | undefined)?.outcome;
    if (!isIdentityOutcome(outcome)) return sendIdentityBadOutcome(reply);
    const result = await deps.identity.finish(sessionIdOf(request.params), outcome);
    if (result.kind === 'missing') return sendIdentityNotFound(reply);
    if (result.kind === 'finished') return sendIdentityFinished(reply);
    return sendIdentitySubmitted(reply, outcome);
  });

  app.post(SANDBOX_ROUTES.identityCancel, { schema: { hide: true } }, async (request, reply) => {
    const session = await deps.identity.findSession(sessionIdOf(request.params));
    if (!session) return sendIdentityNotFound(reply);
    return sendIdentityCancelled(reply);
  });
}
