import type { ApiApp } from '../../platform/api-app';
import type { StaffGuard } from '../staff/staff-guard';
import { referralRewards } from './referral-rewards';
import { referralsRoutes } from './referrals.routes';
import { createReferralsService } from './referrals.service';

/** Referrals (decision 034): invitations, the bonus a first purchase decides, its Rewards items. */
export function createReferralsModule(deps: Parameters<typeof createReferralsService>[0]) {
  const referrals = createReferralsService(deps);
  return {
    referrals,
    /** The Rewards page's referral items (decision 036). */
    rewards: referralRewards(referrals),
    routes(api: ApiApp, guard: StaffGuard) {
      referralsRoutes(api, { referrals, guard });
    },
  };
}
