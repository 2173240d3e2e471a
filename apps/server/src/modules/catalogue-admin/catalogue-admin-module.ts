import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { INVALIDATION_TOPICS, type InvalidationBus } from '../../platform/invalidation-bus';
import type { AuditService } from '../audit/audit.service';
import type { GameEngine } from '../games/engines/engine';
import type { StaffGuard } from '../staff/staff-guard';
import { catalogueAdminRoutes } from './catalogue-admin.routes';
import { createCatalogueAdminService } from './catalogue-admin.service';

/** The catalogue editor; each change tells every instance's lobby snapshot (decision 026). */
export function createCatalogueAdminModule(deps: {
  db: Db;
  audit: AuditService;
  invalidations: InvalidationBus;
  /** The games' engines (the games module's): each game's theoretical RTP comes from its own. */
  engines: Readonly<Record<string, GameEngine>>;
}) {
  const catalogueAdmin = createCatalogueAdminService({
    db: deps.db,
    audit: deps.audit,
    engines: deps.engines,
    onChange: () => deps.invalidations.announce(INVALIDATION_TOPICS.catalogue),
  });
  return {
    routes(api: ApiApp, guard: StaffGuard) {
      catalogueAdminRoutes(api, { guard, catalogueAdmin });
    },
  };
}
