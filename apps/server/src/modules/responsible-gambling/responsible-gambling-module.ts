import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { createBetLimits } from './bet-limits';
import { createGamblingHistoryService } from './gambling-history.service';
import { createLimitSettingsService } from './limit-settings.service';
import { responsibleGamblingRoutes } from './responsible-gambling.routes';
import { createResponsibleGamblingService } from './responsible-gambling.service';

/**
 * The player's own limits and gambling history (decision 037), on one clock:
 * the purchase check (payments), the bet check (games), the settings and the
 * history routes.
 */
export function createResponsibleGamblingModule(deps: { db: Db; now?: () => Date }) {
  const settings = createLimitSettingsService(deps);
  const history = createGamblingHistoryService(deps);
  return {
    purchaseLimits: createResponsibleGamblingService(deps),
    betLimits: createBetLimits(deps),
    routes: (app: ApiApp) => responsibleGamblingRoutes(app, { settings, history }),
  };
}
