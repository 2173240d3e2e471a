import type { FastifyInstance } from 'fastify';
import type { TState } from '@app/contracts/content';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { createGeoipLiteGeolocation, type Geolocation } from './geolocation';
import { registerJurisdictionGates } from './jurisdiction-gates';
import { jurisdictionsAdminRoutes, jurisdictionsRoutes } from './jurisdictions.routes';
import { createJurisdictionsService } from './jurisdictions.service';

/**
 * Where sweepstakes play is allowed and from what age (decision 050): the table, the gates every
 * sign-up, purchase, SC bet and redemption passes, and compliance's screen.
 */
export function createJurisdictionsModule(
  app: FastifyInstance,
  deps: {
    db: Db;
    audit: AuditService;
    /** geoip-lite unless a test or a commercial provider gives its own. */
    geolocation?: Geolocation;
    /** The states with their names and ids (the content module's). */
    states: () => Promise<TState[]>;
    /** Tells the other instances the table changed; `listen` hears them. */
    announceChange: () => void;
    listen: (handler: () => void) => void;
    now?: () => Date;
  },
) {
  const jurisdictions = createJurisdictionsService({
    db: deps.db,
    audit: deps.audit,
    geolocation: deps.geolocation ?? createGeoipLiteGeolocation(),
    states: deps.states,
    onChange: deps.announceChange,
    now: deps.now,
  });
  deps.listen(() => jurisdictions.invalidate());
  registerJurisdictionGates(app, jurisdictions);
  return {
    jurisdictions,
    routes(api: ApiApp, guard: StaffGuard) {
      jurisdictionsRoutes(api, { jurisdictions });
      jurisdictionsAdminRoutes(api, { jurisdictions, guard });
    },
  };
}
