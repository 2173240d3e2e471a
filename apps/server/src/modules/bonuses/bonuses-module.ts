import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { UsersService } from '../users/users.service';
import type { WalletService } from '../wallet/wallet.service';
import { bonusRewards } from './bonus-rewards';
import { createBonusSettingsAdmin, readReferralSetting } from './bonus-settings.service';
import { bonusesAdminRoutes } from './bonuses.admin.routes';
import { bonusesRoutes } from './bonuses.routes';
import { createBonusesService } from './bonuses.service';

/** Welcome and daily bonuses: the player's claims, their Rewards items and the staff settings. */
export function createBonusesModule(deps: {
  db: Db;
  wallet: WalletService;
  users: UsersService;
  audit: AuditService;
}) {
  const { db, wallet, users, audit } = deps;
  const bonuses = createBonusesService({ db, wallet, users });
  const settings = createBonusSettingsAdmin({ db, audit });
  return {
    bonuses,
    /** The User entity's bonus flags (SPEC §3). */
    userFields: (userId: number) => bonuses.flags(userId),
    /** The Rewards page's bonus items (decision 036). */
    rewards: bonusRewards(bonuses),
    /** The referral bonus settings, read in the caller's transaction (the referrals module). */
    referralSetting: readReferralSetting,
    routes(api: ApiApp, guard: StaffGuard) {
      bonusesRoutes(api, { bonuses });
      bonusesAdminRoutes(api, { guard, settings });
    },
  };
}
