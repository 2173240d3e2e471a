import { ZPlayerIdParam } from '@app/contracts/players-admin';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { StaffGuard } from '../staff/staff-guard';
import type { ReferralsService } from './referrals.service';

/** SPEC §7 referral calls, and the player page's referrals in the back office (decision 034). */
export function referralsRoutes(
  app: ApiApp,
  deps: { referrals: ReferralsService; guard: StaffGuard },
) {
  const { referrals, guard } = deps;
  const tags = ['bonuses'];

  app.get(
    '/bonus/get-referral-bonus-details',
    { schema: { tags }, onRequest: requireAuth },
    async (request) => ({ data: await referrals.details(authUserId(request)) }),
  );

  app.post(
    '/bonus/referred-bonus',
    { schema: { tags }, config: { idempotent: true }, onRequest: requireAuth },
    async (request) => ({ data: await referrals.claim(authUserId(request)) }),
  );

  app.get(
    '/admin/players/:userId/referrals',
    {
      schema: {
        tags: ['players-admin'],
        summary: 'Who invited the player, and their invites with state and refusal reason',
        params: ZPlayerIdParam,
      },
      onRequest: guard.require('players.read'),
    },
    async (request) => ({ data: await referrals.staffView(request.params.userId) }),
  );
}
