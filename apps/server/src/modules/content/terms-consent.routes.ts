import { ZConsentAccept, ZPendingConsentResponse } from '@app/contracts/content-pages';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { TermsConsentService } from './terms-consent.service';

const tags = ['content pages'];

/** The player's acceptance of changed terms (decision 060). */
export function termsConsentRoutes(app: ApiApp, deps: { consent: TermsConsentService }) {
  const { consent } = deps;

  app.get(
    '/user/terms-consent',
    {
      schema: {
        tags,
        summary: 'The changed terms the player must accept before playing or buying again',
        response: { 200: ZPendingConsentResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => ({ data: { pending: await consent.pending(authUserId(request)) } }),
  );

  app.post(
    '/user/terms-consent',
    {
      schema: {
        tags,
        summary:
          "Accepts a page's version (recorded with the time); answers what is left to accept",
        body: ZConsentAccept,
        response: { 200: ZPendingConsentResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await consent.accept(authUserId(request), request.body, request.ip),
    }),
  );
}
