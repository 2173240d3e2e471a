import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { INVALIDATION_TOPICS, type InvalidationBus } from '../../platform/invalidation-bus';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { promotionsAdminRoutes, promotionsRoutes } from './promotions.routes';
import { createPromotionsService } from './promotions.service';

/** The promotions page's list and its editor (decision 059). */
export function createPromotionsModule(deps: {
  db: Db;
  audit: AuditService;
  invalidations: InvalidationBus;
  now?: () => Date;
}) {
  const promotions = createPromotionsService({
    db: deps.db,
    audit: deps.audit,
    now: deps.now ?? (() => new Date()),
    announceChange: () => deps.invalidations.announce(INVALIDATION_TOPICS.content),
    listen: (handler) => deps.invalidations.on(INVALIDATION_TOPICS.content, handler),
  });
  return {
    promotions,
    routes(api: ApiApp, guard: StaffGuard) {
      promotionsRoutes(api, { promotions });
      promotionsAdminRoutes(api, { promotions, guard });
    },
  };
}
