import { randomInt } from 'node:crypto';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { createBatchLoader } from '../../platform/batch-loader';
import type { Mailer } from '../../platform/mailer';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../platform/password-hashing';
import type { RateLimiter } from '../../platform/rate-limiter';
import { hashToken, newToken } from '../../platform/secure-tokens';
import type { TwoFactorService } from '../two-factor/two-factor.service';
import type { UsersService } from '../users/users.service';
import * as repo from './auth.repository';
import { passwordResetEmail, verificationEmail } from './auth-emails';

const MINUTE = 60_000;
const SESSION_LIFETIME_MS = 30 * 24 * 60 * MINUTE;
export const SESSION_IDLE_MS = 7 * 24 * 60 * MINUTE;
/** A redeem-only session (decision 038) is short: 30 minutes idle, 2 hours at most. */
export const REDEEM_SESSION_IDLE_MS = 30 * MINUTE;
const REDEEM_SESSION_LIFETIME_MS = 2 * 60 * MINUTE;
const VERIFY_EMAIL_TTL_MS = 24 * 60 * MINUTE;
const RESET_PASSWORD_TTL_MS = 60 * MINUTE;
export const LOCK_THRESHOLD = 10;
const LOCK_WINDOW_MS = 15 * MINUTE;

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface ClientInfo {
  ip: string;
  userAgent: string | null;
  /** The browser's gs_device cookie (decision 034). */
  deviceId: string | null;
}

export interface SignUpInput {
  email: string;
  password: string;
  userName: string;
  smsPromotionAccept: boolean;
  browser?: string;
  platform?: string;
  friendsReferralCode?: string;
}

export function createAuthService(deps: {
  db: Db;
  config: Config;
  mailer: Mailer;
  limiter: RateLimiter;
  users: UsersService;
  /** Two-factor sign-in (decision 039): a login of an account with it on waits for the code. */
  twoFactor: Pick<TwoFactorService, 'isOn' | 'startLoginChallenge' | 'completeLoginChallenge'>;
  /** Breaks and self-exclusions (decision 038): sign-in refused, identities kept off new accounts. */
  safety?: {
    assertMaySignIn(userId: number): Promise<void>;
    assertIdentityFree(identity: { email: string }): Promise<void>;
    /** Why the player may not sign in (a break or self-exclusion); undefined when they may. */
    signInRefusal(userId: number): Promise<AppError | undefined>;
  };
  /**
   * Whether the player has something to redeem: redeemable SC, or an open redemption request
   * (a redeem-only session is only for them; decision 038).
   */
  hasSomethingToRedeem?: (userId: number) => Promise<boolean>;
  /** Refuses a player under the address state's minimum age (decision 050). */
  assertOldEnough?: (dateOfBirth: string, stateId: number | null) => Promise<void>;
  /** Records the new player's acceptance of the live terms and sweepstakes rules (decision 060). */
  recordSignUpConsent?: (userId: number, ip: string | null) => Promise<void>;
}) {
  const { db, config, mailer, limiter, users, twoFactor } = deps;
  /** Every request resolves its cookie; those arriving together share one query. */
  const sessionByTokenHash = createBatchLoader(async (hashes: string[]) => {
    const rows = await repo.findSessionsByTokenHashes(db, hashes);
    return new Map(rows.map((r) => [r.tokenHash, r]));
  });
  const link = (path: string, token: string) =>
    `${config.PUBLIC_URL.replace(/\/$/, '')}${path}?token=${encodeURIComponent(token)}`;

  async function startSession(
    userId: number,
    client: ClientInfo,
    secondFactorAt?: Date,
    scope: 'full' | 'redeem' = 'full',
  ) {
    const token = newToken();
    const session = await repo.insertSession(db, {
      userId,
      tokenHash: hashToken(token),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
      deviceId: client.deviceId,
      expiresAt: new Date(
        Date.now() + (scope === 'redeem' ? REDEEM_SESSION_LIFETIME_MS : SESSION_LIFETIME_MS),
      ),
      secondFactorAt: secondFactorAt ?? null,
      scope,
    });
    return { token, sessionId: session.id };
  }

  async function sendVerificationEmail(userId: number, email: string, username: string) {
    const token = newToken();
    await db.transaction(async (tx) => {
      await repo.invalidateEmailTokens(tx, userId, 'verify_email');
      await repo.insertEmailToken(tx, {
        userId,
        purpose: 'verify_email',
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + VERIFY_EMAIL_TTL_MS),
      });
    });
    await mailer.send(verificationEmail(email, username, link('/user/verifyEmail', token)));
  }

  async function newReferralCode() {
    for (;;) {
      const code = Array.from(
        { length: 8 },
        () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)],
      ).join('');
      if (!(await users.findByReferralCode(code))) return code;
    }
  }

  /**
   * Email and password as a login checks them (rate limits, the lock after repeated failures);
   * answers the user. The callers check the status and what the account may open.
   */
  async function checkCredentials(email: string, password: string, client: ClientInfo) {
    await limiter.consume('login-ip', client.ip, { max: 60, windowMs: 15 * MINUTE });
    const user = await users.findByEmail(email);
    if (!user) {
      await verifyPassword(DUMMY_PASSWORD_HASH, password);
      await limiter.consume('login-fail-ip', client.ip, { max: 100, windowMs: 15 * MINUTE });
      throw new AppError('EmailNotSignedUp');
    }
    if (user.lockedUntil && user.lockedUntil > new Date()) throw new AppError('AccountLocked');
    if (!(await verifyPassword(user.passwordHash, password))) {
      await repo.insertLoginFailure(db, { userId: user.id, ip: client.ip });
      const failures = await repo.countLoginFailuresSince(
        db,
        user.id,
        new Date(Date.now() - LOCK_WINDOW_MS),
      );
      if (failures >= LOCK_THRESHOLD) {
        await users.lockUntil(user.id, new Date(Date.now() + LOCK_WINDOW_MS));
        throw new AppError('AccountLocked');
      }
      await limiter.consume('login-fail-ip', client.ip, { max: 100, windowMs: 15 * MINUTE });
      throw new AppError('WrongPassword');
    }
    return user;
  }

  /** A redeem-only session is for a player a break or exclusion keeps out, with SC to redeem. */
  async function assertRedeemOnlyAllowed(userId: number) {
    const refusal = await deps.safety?.signInRefusal(userId);
    if (!refusal) throw new AppError('RedeemOnlyNotExcluded');
    if (!(await deps.hasSomethingToRedeem?.(userId)))
      throw new AppError('RedeemOnlyNothingToRedeem');
  }

  /** The break or self-exclusion a redeem-only session's player is under, as the login answers it. */
  async function restrictionOf(userId: number) {
    const refusal = await deps.safety?.signInRefusal(userId);
    return refusal ? { errorCode: refusal.code, message: refusal.description } : null;
  }

  return {
    async isUsernameTaken(userName: string) {
      return (await users.findByUsername(userName)) !== undefined;
    },

    async signUp(input: SignUpInput, client: ClientInfo) {
      await limiter.consume('sign-up-ip', client.ip, { max: 100, windowMs: 60 * MINUTE });
      await deps.safety?.assertIdentityFree({ email: input.email });
      if (await users.findByEmail(input.email)) throw new AppError('EmailAlreadyExists');
      if (await users.findByUsername(input.userName)) throw new AppError('UsernameAlreadyExists');
      const referrer = input.friendsReferralCode
        ? await users.findByReferralCode(input.friendsReferralCode.trim())
        : undefined;
      const passwordHash = await hashPassword(input.password);
      const user = await users.createAccount({
        email: input.email.trim(),
        username: input.userName.trim(),
        passwordHash,
        referralCode: await newReferralCode(),
        referredByUserId: referrer?.id ?? null,
        smsPromotionAccept: input.smsPromotionAccept,
        signUpBrowser: input.browser?.slice(0, 100) ?? null,
        signUpPlatform: input.platform?.slice(0, 100) ?? null,
        signUpIp: client.ip,
        signUpDeviceId: client.deviceId,
      });
      await deps.recordSignUpConsent?.(user.id, client.ip);
      await sendVerificationEmail(user.id, user.email, user.username);
      return user;
    },

    async login(email: string, password: string, client: ClientInfo) {
      const user = await checkCredentials(email, password, client);
      if (user.status !== 'active') throw new AppError('AccountDisabled');
      await deps.safety?.assertMaySignIn(user.id);
      // A state's minimum age may have risen since the profile was saved (decision 050).
      if (user.dateOfBirth) await deps.assertOldEnough?.(user.dateOfBirth, user.stateId);
      await repo.clearLoginFailures(db, user.id);
      if (await twoFactor.isOn(user.id))
        return { challenge: await twoFactor.startLoginChallenge(user.id) };
      const session = await startSession(user.id, client);
      return { user, ...session };
    },

    /**
     * A redeem-only session (decision 038) for a player whose sign-in a break or self-exclusion
     * refuses: the same password, lock, status and two-factor steps as a login, then a session
     * of scope 'redeem' (or the code challenge). A player who may sign in gets 2327; one with
     * nothing to redeem 2328.
     */
    async loginRedeemOnly(email: string, password: string, client: ClientInfo) {
      const user = await checkCredentials(email, password, client);
      if (user.status !== 'active') throw new AppError('AccountDisabled');
      await assertRedeemOnlyAllowed(user.id);
      await repo.clearLoginFailures(db, user.id);
      if (await twoFactor.isOn(user.id))
        return { challenge: await twoFactor.startLoginChallenge(user.id) };
      const session = await startSession(user.id, client, undefined, 'redeem');
      return { user, ...session };
    },

    /** The code step of a redeem-only login with two-factor sign-in on. */
    async completeRedeemOnlyTwoFactor(challengeToken: string, code: string, client: ClientInfo) {
      await limiter.consume('login-ip', client.ip, { max: 60, windowMs: 15 * MINUTE });
      const userId = await twoFactor.completeLoginChallenge(challengeToken, code);
      const user = await users.findById(userId);
      if (!user || user.status !== 'active') throw new AppError('AccountDisabled');
      await assertRedeemOnlyAllowed(user.id);
      const session = await startSession(user.id, client, new Date(), 'redeem');
      return { user, ...session };
    },

    /**
     * The profile as a session of `scope` sees it: `sessionScope` tells the web app which shell
     * to show; a redeem-only session also learns why play is closed (decision 038).
     */
    async profileFor(userId: number, scope: 'full' | 'redeem') {
      const profile = await users.getProfile(userId);
      if (scope === 'full') return { ...profile, sessionScope: scope };
      return { ...profile, sessionScope: scope, restriction: await restrictionOf(userId) };
    },

    /** The second step of a two-factor login: the code of the challenge, then the session. */
    async completeTwoFactorLogin(challengeToken: string, code: string, client: ClientInfo) {
      await limiter.consume('login-ip', client.ip, { max: 60, windowMs: 15 * MINUTE });
      const userId = await twoFactor.completeLoginChallenge(challengeToken, code);
      const user = await users.findById(userId);
      if (!user || user.status !== 'active') throw new AppError('AccountDisabled');
      // A break or self-exclusion that began while the code was being typed still holds.
      await deps.safety?.assertMaySignIn(user.id);
      const session = await startSession(user.id, client, new Date());
      return { user, ...session };
    },

    async logout(sessionId: number) {
      await repo.revokeSession(db, sessionId);
    },

    /** Resolves a session cookie: the caller, or why it is not accepted. */
    async resolveSession(token: string) {
      const session = await sessionByTokenHash(hashToken(token));
      if (!session) return { failure: 'expired' as const };
      const now = Date.now();
      if (
        session.revokedAt ||
        session.expiresAt.getTime() <= now ||
        now - session.lastSeenAt.getTime() >
          (session.scope === 'redeem' ? REDEEM_SESSION_IDLE_MS : SESSION_IDLE_MS)
      ) {
        return { failure: 'expired' as const };
      }
      if (session.status !== 'active') return { failure: 'disabled' as const };
      if (now - session.lastSeenAt.getTime() > MINUTE) await repo.touchSession(db, session.id);
      return {
        auth: {
          userId: session.userId,
          sessionId: session.id,
          role: session.role,
          twoFactorOn: session.twoFactorOn,
          secondFactorAt: session.secondFactorAt,
          scope: session.scope,
          stateCode: session.stateCode,
        },
      };
    },

    /**
     * When each player last signed in or used the site signed in (their sessions' latest use), by
     * player; a player without a session is absent. `db` may be the caller's transaction.
     */
    async lastSeenOf(userIds: number[], tx: DbOrTx = db): Promise<Map<number, Date>> {
      const rows = await repo.latestSessionUse(tx, userIds);
      return new Map(
        rows.flatMap((row) => (row.lastSeenAt ? [[row.userId, row.lastSeenAt] as const] : [])),
      );
    },

    async resendVerificationEmail(
      email: string,
      client: ClientInfo,
      signedInUserId: number | null,
    ) {
      await limiter.consume('verify-email-ip', client.ip, { max: 20, windowMs: 60 * MINUTE });
      await limiter.consume('verify-email-address', email.toLowerCase(), {
        max: 5,
        windowMs: 15 * MINUTE,
      });
      const user =
        signedInUserId !== null
          ? await users.findById(signedInUserId)
          : await users.findByEmail(email);
      if (!user) throw new AppError('EmailNotRegistered');
      if (user.isEmailVerified) throw new AppError('EmailAlreadyVerified');
      await sendVerificationEmail(user.id, user.email, user.username);
    },

    /** Verifies the email of a link and signs its owner in (SPEC §4 'Email verification'). */
    async verifyEmail(token: string, client: ClientInfo) {
      const userId = await db.transaction(async (tx) => {
        const owner = await repo.consumeEmailToken(tx, hashToken(token), 'verify_email');
        if (owner === undefined) throw new AppError('EmailVerificationLinkInvalid');
        await users.markEmailVerified(owner, tx);
        return owner;
      });
      const user = await users.findById(userId);
      if (!user || user.status !== 'active') throw new AppError('AccountDisabled');
      await deps.safety?.assertMaySignIn(userId);
      const session = await startSession(userId, client);
      return { user, ...session };
    },

    async requestPasswordReset(email: string, client: ClientInfo) {
      await limiter.consume('reset-ip', client.ip, { max: 20, windowMs: 60 * MINUTE });
      await limiter.consume('reset-address', email.toLowerCase(), {
        max: 3,
        windowMs: 15 * MINUTE,
      });
      const user = await users.findByEmail(email);
      if (!user) throw new AppError('EmailNotRegistered');
      const token = newToken();
      await db.transaction(async (tx) => {
        await repo.invalidateEmailTokens(tx, user.id, 'reset_password');
        await repo.insertEmailToken(tx, {
          userId: user.id,
          purpose: 'reset_password',
          tokenHash: hashToken(token),
          expiresAt: new Date(Date.now() + RESET_PASSWORD_TTL_MS),
        });
      });
      await mailer.send(
        passwordResetEmail(user.email, user.username, link('/user/forgotPassword', token)),
      );
    },

    /** Sets a new password from an emailed link; every session of the player ends (answers their ids). */
    async resetPassword(token: string, newPassword: string) {
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const userId = await repo.consumeEmailToken(tx, hashToken(token), 'reset_password');
        if (userId === undefined) throw new AppError('ResetLinkInvalid');
        await users.setPasswordHash(userId, passwordHash, tx);
        const ended = await repo.revokeUserSessions(tx, userId);
        await repo.clearLoginFailures(tx, userId);
        return { endedSessionIds: ended };
      });
    },

    /** Changes the password of the signed-in player and ends every other session (answers their ids). */
    async changePassword(
      userId: number,
      sessionId: number,
      oldPassword: string,
      newPassword: string,
    ) {
      const user = await users.findById(userId);
      if (!user) throw new AppError('Unauthorized');
      if (oldPassword === newPassword) throw new AppError('SamePassword');
      if (!(await verifyPassword(user.passwordHash, oldPassword)))
        throw new AppError('OldPasswordIncorrect');
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        await users.setPasswordHash(userId, passwordHash, tx);
        return { endedSessionIds: await repo.revokeUserSessions(tx, userId, sessionId) };
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
