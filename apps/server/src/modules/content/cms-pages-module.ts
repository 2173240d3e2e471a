import type { FastifyInstance } from 'fastify';
import type { Db, DbOrTx } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { CmsTokenValues } from './cms-tokens';
import { cmsPagesAdminRoutes } from './cms-pages.routes';
import { createCmsPagesService } from './cms-pages.service';
import { registerTermsConsentGate } from './terms-consent-gate';
import { termsConsentRoutes } from './terms-consent.routes';
import { createTermsConsentService } from './terms-consent.service';

/**
 * Content pages as staff edit them, with versions and rollback, and the players' acceptance of
 * changed terms that play and purchases wait for (decision 060).
 */
export function createCmsPagesModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    audit: AuditService;
    now?: () => Date;
    cmsTokenValues?: () => Promise<CmsTokenValues>;
    /** Tells every instance the required versions changed (the invalidation bus). */
    announceChange: () => void;
    listen: (handler: () => void) => void;
  },
) {
  const now = deps.now ?? (() => new Date());
  const consent = createTermsConsentService({ ...deps, now });
  deps.listen(() => consent.forgetRequired());
  registerTermsConsentGate(app, consent);
  const pages = createCmsPagesService({ db: deps.db, audit: deps.audit, consent, now });
  return {
    /** Sign-up accepts the live terms and sweepstakes rules (the sign-up's transaction, if any). */
    recordSignUpConsent: (userId: number, ip: string | null, tx?: DbOrTx) =>
      consent.recordSignUp(userId, ip, tx),
    routes(api: ApiApp, guard: StaffGuard) {
      termsConsentRoutes(api, { consent });
      cmsPagesAdminRoutes(api, { pages, guard });
    },
  };
}
