import type { SessionEndReason } from '@app/contracts/realtime';
import {
  REOPEN_WAIT_HOURS,
  type TCloseAccountRequest,
  type TExclusionPeriod,
  type TRealityCheckMinutes,
  type TRestriction,
} from '@app/contracts/account-safety';
import type { Db, Tx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../platform/password-hashing';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { findUserByEmail } from '../users/users.repository';
import { revokeSessions } from '../players-admin/player-account.repository';
import * as repo from './account-safety.repository';
import type { SafetyGates } from './safety-gates';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** When a self-exclusion of `period` starting `from` ends (null: never). */
export function exclusionEnd(period: TExclusionPeriod, from: Date): Date | null {
  if (period === 'permanent') return null;
  const end = new Date(from);
  if (period === '6m') end.setUTCMonth(end.getUTCMonth() + 6);
  else end.setUTCFullYear(end.getUTCFullYear() + (period === '1y' ? 1 : 5));
  return end;
}

const view = (r: repo.RestrictionRow): TRestriction => ({
  kind: r.kind,
  period: r.period,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt?.toISOString() ?? null,
});

/**
 * Reality checks, breaks, self-exclusion, reopening and closure (docs/decisions/038). A break,
 * exclusion or closure commits with its sessions revoked and its history, then closes the
 * player's sockets: every open page signs out at once and the next call is refused.
 */
export function createAccountSafetyService(deps: {
  db: Db;
  gates: SafetyGates;
  audit: AuditService;
  now: () => Date;
  /** Closes the player's sockets with the reason their pages show. */
  endSockets: (userId: number, reason: SessionEndReason) => void;
  /** Seconds of play per reality-check minute (60; fewer outside production for journeys). */
  secondsPerMinute: number;
  limiter: RateLimiter;
}) {
  const { db, gates, audit, now } = deps;
  const seconds = (minutes: number | null) =>
    minutes === null ? null : Math.max(1, Math.round(minutes * deps.secondsPerMinute));

  async function lockPlayer(tx: Tx, userId: number) {
    const row = await repo.identityOf(tx, userId, { lock: true });
    if (!row || row.role !== 'player') throw new AppError('NotFound', 'This player was not found.');
    return row;
  }

  /** Adds a restriction (never shortening one in effect), files the register, ends sessions. */
  async function restrict(
    tx: Tx,
    userId: number,
    input: { kind: 'break' | 'exclusion'; period: string; endsAt: (from: Date) => Date | null },
    by?: { actor: AuditActor; reason: string },
  ) {
    const identity = await lockPlayer(tx, userId);
    const at = now();
    const endsAt = input.endsAt(at);
    const longer = (await repo.restrictionsOf(tx, userId)).find(
      (r) =>
        r.kind === 'exclusion' && (r.endsAt === null || (endsAt !== null && r.endsAt >= endsAt)),
    );
    if (longer && input.kind === 'exclusion') throw new AppError('RestrictionNotShorter');
    const row = await repo.insertRestriction(tx, {
      userId,
      kind: input.kind,
      period: input.period,
      startsAt: at,
      endsAt,
      staffId: by?.actor.staffId ?? null,
      staffEmail: by?.actor.staffEmail ?? null,
      reason: by?.reason ?? null,
    });
    if (input.kind === 'exclusion') {
      const hashes = gates.registerHashes({
        email: identity.email,
        phoneCode: identity.phoneCode,
        phone: identity.phone,
      });
      const ssn = await repo.ssnIndexOf(tx, userId);
      if (ssn) hashes.push({ kind: 'ssn', valueHash: ssn });
      await repo.insertRegisterEntries(
        tx,
        hashes.map((h) => ({ ...h, restrictionId: row.id, userId })),
      );
    }
    const sessionsEnded = await revokeSessions(tx, userId);
    const detail = { period: input.period, endsAt: endsAt?.toISOString() ?? null };
    await repo.insertEvent(tx, {
      userId,
      kind: input.kind,
      staffEmail: by?.actor.staffEmail ?? null,
      detail: by ? { ...detail, reason: by.reason } : detail,
      createdAt: at,
    });
    if (by)
      await audit.record(tx, by.actor, {
        action: `player.${input.kind}`,
        playerId: userId,
        after: detail,
        detail: { reason: by.reason, sessionsEnded },
      });
    return row;
  }

  return {
    async settings(userId: number) {
      const minutes = (await repo.realityCheckOf(db, userId)) as TRealityCheckMinutes | null;
      return { realityCheckMinutes: minutes, realityCheckSeconds: seconds(minutes) };
    },

    async setRealityCheck(userId: number, minutes: TRealityCheckMinutes | null) {
      await db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        await repo.saveRealityCheck(tx, userId, minutes);
        await repo.insertEvent(tx, {
          userId,
          kind: 'reality_check',
          detail: { intervalMinutes: minutes },
          createdAt: now(),
        });
      });
      return this.settings(userId);
    },

    /** This sign-in's play: since the session began, and the net result per coin. */
    async playSession(userId: number, sessionId: number) {
      const startedAt = (await repo.sessionStart(db, sessionId)) ?? new Date();
      const net = await repo.netSince(db, userId, startedAt);
      const settings = await this.settings(userId);
      return {
        startedAt: startedAt.toISOString(),
        elapsedSeconds: Math.max(0, Math.floor((Date.now() - startedAt.getTime()) / 1000)),
        net,
        ...settings,
      };
    },

    async takeBreak(userId: number, days: number) {
      const row = await db.transaction((tx) =>
        restrict(tx, userId, {
          kind: 'break',
          period: `${days}d`,
          endsAt: (from) => new Date(from.getTime() + days * DAY),
        }),
      );
      deps.endSockets(userId, 'break');
      return view(row);
    },

    async selfExclude(
      userId: number,
      period: TExclusionPeriod,
      by?: { actor: AuditActor; reason: string },
    ) {
      const row = await db.transaction((tx) =>
        restrict(
          tx,
          userId,
          { kind: 'exclusion', period, endsAt: (from) => exclusionEnd(period, from) },
          by,
        ),
      );
      deps.endSockets(userId, 'exclusion');
      return view(row);
    },

    /**
     * After a self-exclusion ended, signed out (the player cannot sign in): the email and password
     * prove who asks; the account reopens 24 hours after this request.
     */
    async requestReopen(email: string, password: string, ip: string) {
      await deps.limiter.consume('reopen-ip', ip, { max: 20, windowMs: HOUR / 4 });
      const user = await findUserByEmail(db, email);
      if (!(await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, password)) || !user)
        throw new AppError('ReopenNotAvailable');
      const userId = user.id;
      return db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        const at = now();
        const exclusions = (await repo.restrictionsOf(tx, userId)).filter(
          (r) => r.kind === 'exclusion',
        );
        if (exclusions.some((r) => r.endsAt === null || r.endsAt > at))
          throw (await gates.signInRefusal(userId, tx)) ?? new AppError('SelfExcluded');
        const pending = exclusions.filter((r) => r.reopenAt === null);
        if (pending.length === 0) throw new AppError('ReopenNotAvailable');
        const reopenAt = new Date(at.getTime() + REOPEN_WAIT_HOURS * HOUR);
        for (const r of pending) await repo.setReopenAt(tx, r.id, reopenAt);
        await repo.insertEvent(tx, {
          userId,
          kind: 'reopen_request',
          detail: { reopenAt: reopenAt.toISOString() },
          createdAt: at,
        });
        return { reopensAt: reopenAt.toISOString() };
      });
    },

    async close(userId: number, input: TCloseAccountRequest) {
      await db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        await repo.closeAccount(tx, userId);
        await revokeSessions(tx, userId);
        await repo.insertEvent(tx, {
          userId,
          kind: 'closure',
          detail: { reason: input.reason, details: input.details ?? '' },
          createdAt: now(),
        });
      });
      deps.endSockets(userId, 'closed');
    },

    /** Compliance's view of the player: settings, restrictions and their history. */
    async playerView(userId: number) {
      const identity = await repo.identityOf(db, userId);
      if (!identity || identity.role !== 'player')
        throw new AppError('NotFound', 'This player was not found.');
      const at = now();
      const rows = await repo.restrictionsOf(db, userId);
      const current =
        rows.find((r) => r.kind === 'exclusion' && (r.endsAt === null || r.endsAt > at)) ??
        rows.find((r) => r.endsAt !== null && r.endsAt > at);
      const reopen = rows.find((r) => r.reopenAt !== null && r.reopenAt > at);
      const events = await repo.eventsOf(db, userId);
      return {
        realityCheckMinutes: (await repo.realityCheckOf(db, userId)) as TRealityCheckMinutes | null,
        current: current ? view(current) : null,
        restrictions: rows.map((r) => ({ ...view(r), id: r.id, by: r.staffEmail ?? 'player' })),
        reopensAt: reopen?.reopenAt?.toISOString() ?? null,
        status: identity.status,
        events: events.map((e) => ({
          id: e.id,
          at: e.createdAt.toISOString(),
          kind: e.kind,
          by: e.staffEmail ?? 'player',
          detail: e.detail,
        })),
      };
    },
  };
}

export type AccountSafetyService = ReturnType<typeof createAccountSafetyService>;
