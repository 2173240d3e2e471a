import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { StaffGuard } from '../staff/staff-guard';
import { createBetLimits } from './bet-limits';
import { createGamblingHistoryService } from './gambling-history.service';
import { createLimitSettingsService } from './limit-settings.service';
import { createLimitsAdminService, type PurchaseSpending } from './limits-admin.service';
import { responsibleGamblingAdminRoutes } from './responsible-gambling-admin.routes';
import { responsibleGamblingRoutes } from './responsible-gambling.routes';
import { createResponsibleGamblingService } from './responsible-gambling.service';

/**
 * The player's own limits and gambling history (decision 037), on one clock:
 * the purchase check (payments), the bet check (games), the settings and the
 * history routes, and compliance's read-only view of the limits with their history.
 */
export function createResponsibleGamblingModule(deps: {
  db: Db;
  now?: () => Date;
  /** The player's committed purchases (filled from the payments module's service). */
  purchaseSpending: PurchaseSpending;
}) {
  const settings = createLimitSettingsService(deps);
  const history = createGamblingHistoryService(deps);
  const limitsAdmin = createLimitsAdminService(deps);
  return {
    purchaseLimits: createResponsibleGamblingService(deps),
    betLimits: createBetLimits(deps),
    routes: (app: ApiApp, guard: StaffGuard) => {
      responsibleGamblingRoutes(app, { settings, history });
      responsibleGamblingAdminRoutes(app, { limitsAdmin, guard });
    },
  };
}
