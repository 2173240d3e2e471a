import {
  ROLE_PERMISSIONS,
  STAFF_IDLE_TIMEOUT_MINUTES,
  STAFF_REAUTH_WINDOW_MINUTES,
  STAFF_RECOVERY_CODE_COUNT,
  type StaffRole,
} from '@app/contracts/staff-permissions';
import type {
  TStaffEnrolRequest,
  TStaffLoginRequest,
  TStaffMember,
  TStaffReauthRequest,
} from '@app/contracts/staff-auth';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { FieldCipher } from '../../platform/field-encryption';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../platform/password-hashing';
import type { RateLimiter } from '../../platform/rate-limiter';
import { hashToken, newToken } from '../../platform/secure-tokens';
import type { AuditActor, AuditService } from '../audit/audit.service';
import {
  acceptTotpStep,
  consumeRecoveryCode,
  deleteEnrolment,
  endSession,
  enrolmentByTokenHash,
  insertEnrolment,
  insertSession,
  liveSessionByTokenHash,
  markReauthenticated,
  staffByEmail,
  touchSession,
  updateStaff,
  type StaffRow,
} from './staff.repository';
import {
  TOTP_ISSUERS,
  hashRecoveryCode,
  looksLikeTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  totpEnrolment,
  verifiedTotpStep,
} from '../../platform/totp';

/** The signed-in member a staff request runs as (request.staff). */
export interface StaffPrincipal {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  sessionId: number;
  /** When password and code were last given in this session. */
  reauthAt: Date;
  ip: string;
}

export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

const ENROLMENT_MINUTES = 15;
/** Sign-in attempts per email before 429, over 15 minutes. */
const SIGN_IN_RULE = { max: 10, windowMs: 15 * 60_000 };
/** Per IP: higher, as a whole office may sign in from one address. */
const SIGN_IN_IP_RULE = { max: 100, windowMs: 15 * 60_000 };
/** last_seen_at is written at most this often (a staff screen calls several times a second). */
const TOUCH_EVERY_MS = 30_000;

export function staffView(row: Pick<StaffRow, 'id' | 'email' | 'name' | 'role'>): TStaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    permissions: [...ROLE_PERMISSIONS[row.role]],
  };
}

export function createStaffAuthService(deps: {
  db: Db;
  cipher: FieldCipher;
  audit: AuditService;
  limiter: RateLimiter;
  now?: () => Date;
}) {
  const { db, cipher, audit } = deps;
  const now = deps.now ?? (() => new Date());

  const actorOf = (row: Pick<StaffRow, 'id' | 'email'> | undefined, email: string, ip: string) =>
    ({ staffId: row?.id ?? null, staffEmail: row?.email ?? email, ip }) satisfies AuditActor;

  async function refuse(
    row: StaffRow | undefined,
    email: string,
    client: ClientInfo,
    reason: string,
    error: AppError = new AppError('StaffSignInFailed'),
  ): Promise<never> {
    await audit.record(db, actorOf(row, email, client.ip), {
      action: 'staff.login.failed',
      detail: { reason, userAgent: client.userAgent ?? null },
    });
    throw error;
  }

  /** A TOTP code (each time step once) or an unused recovery code (consumed). */
  async function codeIsGood(tx: DbOrTx, row: StaffRow, code: string): Promise<boolean> {
    if (looksLikeTotpCode(code)) {
      if (!row.totpSecret) return false;
      const step = await verifiedTotpStep(cipher.decrypt(row.totpSecret), code, now().getTime());
      return step !== null && (await acceptTotpStep(tx, row.id, step));
    }
    return consumeRecoveryCode(tx, row.id, hashRecoveryCode(code));
  }

  async function openSession(tx: DbOrTx, row: StaffRow, client: ClientInfo) {
    const token = newToken();
    const at = now();
    await insertSession(tx, {
      staffId: row.id,
      tokenHash: hashToken(token),
      ip: client.ip,
      userAgent: client.userAgent?.slice(0, 400) ?? null,
      createdAt: at,
      lastSeenAt: at,
      reauthAt: at,
    });
    await updateStaff(tx, row.id, { lastLoginAt: at });
    await audit.record(tx, actorOf(row, row.email, client.ip), {
      action: 'staff.login',
      detail: { userAgent: client.userAgent ?? null },
    });
    return token;
  }

  return {
    /**
     * Email and password, then the authenticator code. A member without an authenticator gets
     * an enrolment (secret and QR code) to finish with `enrol`.
     */
    async signIn(input: TStaffLoginRequest, client: ClientInfo) {
      await deps.limiter.consume('staff-login-email', input.email, SIGN_IN_RULE);
      await deps.limiter.consume('staff-login-ip', client.ip, SIGN_IN_IP_RULE);
      const row = await staffByEmail(db, input.email);
      const passwordOk = await verifyPassword(
        row?.passwordHash ?? DUMMY_PASSWORD_HASH,
        input.password,
      );
      if (!row || !passwordOk || !row.isActive)
        return refuse(
          row,
          input.email,
          client,
          !row ? 'unknown email' : !passwordOk ? 'password' : 'inactive',
        );

      if (!row.totpEnabledAt) {
        const enrolmentToken = newToken();
        const secret = newTotpSecret();
        await insertEnrolment(db, {
          tokenHash: hashToken(enrolmentToken),
          staffId: row.id,
          totpSecret: cipher.encrypt(secret),
          expiresAt: new Date(now().getTime() + ENROLMENT_MINUTES * 60_000),
        });
        return {
          status: 'ENROL' as const,
          enrolmentToken,
          secret,
          ...(await totpEnrolment(secret, row.email, TOTP_ISSUERS.staff)),
        };
      }
      if (!input.code) throw new AppError('StaffCodeRequired');
      const token = await db.transaction(async (tx) => {
        if (!(await codeIsGood(tx, row, input.code!))) return null;
        return openSession(tx, row, client);
      });
      if (!token) return refuse(row, input.email, client, 'code');
      return { status: 'SIGNED_IN' as const, staff: staffView(row), token };
    },

    /** Proves the new authenticator with its first code; answers the recovery codes, once. */
    async enrol(input: TStaffEnrolRequest, client: ClientInfo) {
      const tokenHash = hashToken(input.enrolmentToken);
      const enrolment = await enrolmentByTokenHash(db, tokenHash);
      if (!enrolment || enrolment.expiresAt < now()) throw new AppError('StaffEnrolmentExpired');
      const secret = cipher.decrypt(enrolment.totpSecret);
      const step = await verifiedTotpStep(secret, input.code, now().getTime());
      if (step === null) throw new AppError('StaffSignInFailed');
      const recoveryCodes = newRecoveryCodes(STAFF_RECOVERY_CODE_COUNT);
      return db.transaction(async (tx) => {
        if (!(await deleteEnrolment(tx, tokenHash))) throw new AppError('StaffEnrolmentExpired');
        const [row] = await updateStaff(tx, enrolment.staffId, {
          totpSecret: enrolment.totpSecret,
          totpEnabledAt: now(),
          lastTotpStep: step,
          recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
        });
        if (!row || !row.isActive) throw new AppError('StaffSignInFailed');
        await audit.record(tx, actorOf(row, row.email, client.ip), { action: 'staff.enrol' });
        const token = await openSession(tx, row, client);
        return { status: 'SIGNED_IN' as const, staff: staffView(row), recoveryCodes, token };
      });
    },

    /**
     * The member behind a staff cookie, or null when it is unknown, ended, or idle for longer
     * than the timeout (which ends it).
     */
    async resolve(token: string, ip: string): Promise<StaffPrincipal | null> {
      const found = await liveSessionByTokenHash(db, hashToken(token));
      if (!found || !found.staff.isActive) return null;
      const at = now();
      const idleMs = at.getTime() - found.session.lastSeenAt.getTime();
      if (idleMs > STAFF_IDLE_TIMEOUT_MINUTES * 60_000) {
        await endSession(db, found.session.id, at);
        return null;
      }
      if (idleMs > TOUCH_EVERY_MS) await touchSession(db, found.session.id, at);
      return {
        id: found.staff.id,
        email: found.staff.email,
        name: found.staff.name,
        role: found.staff.role,
        sessionId: found.session.id,
        reauthAt: found.session.reauthAt,
        ip,
      };
    },

    /** Password and code again: sensitive actions are allowed for the next few minutes. */
    async reauthenticate(principal: StaffPrincipal, input: TStaffReauthRequest) {
      const row = await staffByEmail(db, principal.email);
      if (!row || !(await verifyPassword(row.passwordHash, input.password)))
        return refuse(
          row,
          principal.email,
          { ip: principal.ip, userAgent: undefined },
          'reauth password',
        );
      const ok = await db.transaction(async (tx) => {
        if (!(await codeIsGood(tx, row, input.code))) return false;
        await markReauthenticated(tx, principal.sessionId, now());
        await audit.record(tx, actorOf(row, row.email, principal.ip), { action: 'staff.reauth' });
        return true;
      });
      if (!ok)
        return refuse(
          row,
          principal.email,
          { ip: principal.ip, userAgent: undefined },
          'reauth code',
        );
    },

    /** Whether the member re-authenticated recently enough for a sensitive action. */
    recentlyReauthenticated(principal: StaffPrincipal): boolean {
      return now().getTime() - principal.reauthAt.getTime() <= STAFF_REAUTH_WINDOW_MINUTES * 60_000;
    },

    async signOut(principal: StaffPrincipal) {
      await db.transaction(async (tx) => {
        await endSession(tx, principal.sessionId, now());
        await audit.record(tx, actorOf(principal, principal.email, principal.ip), {
          action: 'staff.logout',
        });
      });
    },
  };
}

export type StaffAuthService = ReturnType<typeof createStaffAuthService>;
