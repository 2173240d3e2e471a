import { PLAYER_RECOVERY_CODE_COUNT, type TTwoFactorStatus } from '@app/contracts/two-factor';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { FieldCipher } from '../../platform/field-encryption';
import type { RateLimiter } from '../../platform/rate-limiter';
import { hashToken, newToken } from '../../platform/secure-tokens';
import {
  TOTP_ISSUERS,
  hashRecoveryCode,
  looksLikeTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  totpEnrolment,
  verifiedTotpStep,
} from '../../platform/totp';
import * as repo from './two-factor.repository';

const MINUTE = 60_000;
const SETUP_MINUTES = 15;
const CHALLENGE_MINUTES = 5;
/** Code attempts per player (right or wrong), so six digits cannot be guessed. */
const CODE_ATTEMPT_RULE = { max: 10, windowMs: 15 * MINUTE };

/**
 * Players' optional two-factor sign-in (decision 039): TOTP set-up and proof, recovery codes,
 * the login challenge and the step-up that sensitive actions need.
 */
export function createTwoFactorService(deps: {
  db: Db;
  cipher: FieldCipher;
  limiter: RateLimiter;
  now?: () => Date;
}) {
  const { db, cipher, limiter } = deps;
  const now = deps.now ?? (() => new Date());

  async function enabledRow(userId: number) {
    const row = await repo.twoFactorOf(db, userId);
    if (!row?.enabledAt) throw new AppError('TwoFactorNotEnabled');
    return row;
  }

  /** A TOTP code (each time step once) or an unused recovery code (consumed); counted per player. */
  async function checkCode(tx: DbOrTx, row: repo.TwoFactorRow, code: string) {
    await limiter.consume('two-factor-code', String(row.userId), CODE_ATTEMPT_RULE);
    if (looksLikeTotpCode(code)) {
      const secret = cipher.decrypt(row.totpSecret);
      const step = await verifiedTotpStep(secret, code.trim(), now().getTime());
      if (step !== null && (await repo.acceptTotpStep(tx, row.userId, step))) return;
    } else if (await repo.consumeRecoveryCode(tx, row.userId, hashRecoveryCode(code))) {
      return;
    }
    throw new AppError('TwoFactorCodeInvalid');
  }

  /** New recovery codes replace the old ones; the plain codes are answered once. */
  async function replaceRecoveryCodes(tx: DbOrTx, userId: number) {
    const recoveryCodes = newRecoveryCodes(PLAYER_RECOVERY_CODE_COUNT);
    await repo.updateTwoFactor(tx, userId, {
      recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
    });
    return recoveryCodes;
  }

  return {
    async status(userId: number): Promise<TTwoFactorStatus> {
      const row = await repo.twoFactorOf(db, userId);
      const enabledAt = row?.enabledAt ?? null;
      return {
        enabled: enabledAt !== null,
        enabledAt: enabledAt?.toISOString() ?? null,
        recoveryCodesLeft: enabledAt ? (row?.recoveryCodeHashes.length ?? 0) : 0,
      };
    },

    async isOn(userId: number) {
      return Boolean((await repo.twoFactorOf(db, userId))?.enabledAt);
    },

    /** When two-factor sign-in was last turned on or off; null when never (decision 057). */
    lastChangedAt: (userId: number, tx: DbOrTx = db) => repo.lastChangeOf(tx, userId),

    /** A new secret and its QR code; two-factor sign-in is on only once `enable` proves it. */
    async startSetup(userId: number, email: string) {
      const secret = newTotpSecret();
      const stored = await repo.upsertPendingSetup(db, {
        userId,
        totpSecret: cipher.encrypt(secret),
        setupStartedAt: now(),
      });
      if (!stored) throw new AppError('TwoFactorAlreadyEnabled');
      return { secret, ...(await totpEnrolment(secret, email, TOTP_ISSUERS.player)) };
    },

    /** The first code proves the set-up: on, this session counts as verified, recovery codes once. */
    async enable(userId: number, sessionId: number, code: string) {
      const row = await repo.twoFactorOf(db, userId);
      if (!row) throw new AppError('TwoFactorSetupExpired');
      if (row.enabledAt) throw new AppError('TwoFactorAlreadyEnabled');
      if (now().getTime() - row.setupStartedAt.getTime() > SETUP_MINUTES * MINUTE)
        throw new AppError('TwoFactorSetupExpired');
      return db.transaction(async (tx) => {
        await checkCode(tx, row, code);
        await repo.updateTwoFactor(tx, userId, { enabledAt: now() });
        await repo.recordChange(tx, userId, now());
        await repo.markSecondFactor(tx, sessionId, now());
        return { recoveryCodes: await replaceRecoveryCodes(tx, userId) };
      });
    },

    /** Turning it off takes a code (or a recovery code). */
    async disable(userId: number, code: string) {
      const row = await enabledRow(userId);
      await db.transaction(async (tx) => {
        await checkCode(tx, row, code);
        await repo.deleteTwoFactor(tx, userId);
        await repo.recordChange(tx, userId, now());
      });
    },

    async regenerateRecoveryCodes(userId: number, sessionId: number, code: string) {
      const row = await enabledRow(userId);
      return db.transaction(async (tx) => {
        await checkCode(tx, row, code);
        await repo.markSecondFactor(tx, sessionId, now());
        return { recoveryCodes: await replaceRecoveryCodes(tx, userId) };
      });
    },

    /** A fresh code for this session: sensitive actions pass for the next few minutes. */
    async stepUp(userId: number, sessionId: number, code: string) {
      const row = await enabledRow(userId);
      await db.transaction(async (tx) => {
        await checkCode(tx, row, code);
        await repo.markSecondFactor(tx, sessionId, now());
      });
    },

    /** After the password of an account with two-factor on: a token to send with the code. */
    async startLoginChallenge(userId: number) {
      const challengeToken = newToken();
      await repo.insertChallenge(db, {
        tokenHash: hashToken(challengeToken),
        userId,
        expiresAt: new Date(now().getTime() + CHALLENGE_MINUTES * MINUTE),
      });
      return {
        twoFactorRequired: true as const,
        challengeToken,
        expiresInSeconds: CHALLENGE_MINUTES * 60,
      };
    },

    /** The code of a login challenge: answers the player to sign in (the challenge is used up). */
    async completeLoginChallenge(challengeToken: string, code: string) {
      const tokenHash = hashToken(challengeToken);
      const challenge = await repo.liveChallenge(db, tokenHash, now());
      if (!challenge) throw new AppError('TwoFactorChallengeExpired');
      const row = await enabledRow(challenge.userId);
      await db.transaction(async (tx) => {
        await checkCode(tx, row, code);
        if (!(await repo.deleteChallenge(tx, tokenHash)))
          throw new AppError('TwoFactorChallengeExpired');
      });
      return challenge.userId;
    },
  };
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
