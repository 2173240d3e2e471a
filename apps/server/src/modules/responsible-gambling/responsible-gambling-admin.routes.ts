import { ZPlayerIdParam } from '@app/contracts/players-admin';
import { ZPlayerLimitsResponse } from '@app/contracts/responsible-gambling-admin';
import type { ApiApp } from '../../platform/api-app';
import type { StaffGuard } from '../staff/staff-guard';
import type { LimitsAdminService } from './limits-admin.service';

const tags = ['back office: account safety'];

/**
 * Compliance: a player's own limits with their history (read only; decision 037). Like the
 * account-safety panel next to it, the read is not audited: opening the player page already is
 * ('player.view').
 */
export function responsibleGamblingAdminRoutes(
  app: ApiApp,
  deps: { limitsAdmin: LimitsAdminService; guard: StaffGuard },
) {
  const { limitsAdmin, guard } = deps;

  app.get(
    '/admin/players/:userId/limits',
    {
      schema: {
        tags,
        summary:
          "The player's limits as they stand (waiting loosenings, used this period) and their history",
        params: ZPlayerIdParam,
        response: { 200: ZPlayerLimitsResponse },
      },
      onRequest: guard.require('rg.read'),
    },
    async (request) => ({ data: await limitsAdmin.playerLimits(request.params.userId) }),
  );
}
