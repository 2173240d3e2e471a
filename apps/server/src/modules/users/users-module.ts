import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { SmsSender } from '../../platform/sms-sender';
import { usersRoutes } from './users.routes';
import { createUsersService, type UserFieldsSource } from './users.service';

/** The players' accounts: profile, phone, avatar, and the User entity other modules add to. */
export function createUsersModule(deps: {
  db: Db;
  sms: SmsSender;
  limiter: RateLimiter;
  uploadsDir: string;
  stateExists: (stateId: number) => Promise<boolean>;
  /** Refuses a date of birth under the address state's minimum age (decision 050). */
  assertOldEnough: (dateOfBirth: string, stateId: number | null) => Promise<void>;
  /** The self-exclusion register (decision 038): a self-excluded person's phone is refused. */
  assertIdentityFree: (
    identity: { phoneCode: string; phone: string },
    ownUserId: number,
  ) => Promise<void>;
  /** The profile as the session's scope sees it (the auth module's, decision 038). */
  profileFor: (userId: number, scope: 'full' | 'redeem') => Promise<object>;
}) {
  const users = createUsersService({
    db: deps.db,
    sms: deps.sms,
    limiter: deps.limiter,
    uploadsDir: deps.uploadsDir,
    stateExists: deps.stateExists,
    assertOldEnough: deps.assertOldEnough,
    assertIdentityFree: deps.assertIdentityFree,
  });
  return {
    users,
    /** The player's own referral code (the referrals module's invitations). */
    async referralCodeOf(userId: number) {
      const user = await users.findById(userId);
      if (!user) throw new AppError('NotFound');
      return user.referralCode;
    },
    /** Adds modules' fields to every User entity: read together, merged in the order added. */
    addUserFields(...sources: UserFieldsSource[]) {
      for (const source of sources) users.addFieldsSource(source);
    },
    routes(api: ApiApp) {
      usersRoutes(api, { users, profileFor: deps.profileFor });
    },
  };
}
