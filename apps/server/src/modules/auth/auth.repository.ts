import { and, eq, gt, inArray, isNull, max, ne, sql, count, desc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rawRows } from '../../db/raw-sql';
import { emailTokens, loginFailures, sessions } from './auth.tables';

export async function insertSession(
  db: DbOrTx,
  values: {
    userId: number;
    tokenHash: string;
    ip: string;
    userAgent: string | null;
    deviceId: string | null;
    expiresAt: Date;
    secondFactorAt: Date | null;
    scope?: 'full' | 'redeem';
  },
) {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('insert sessions returned no row');
  return row;
}

export interface SessionLookup {
  id: number;
  tokenHash: string;
  userId: number;
  expiresAt: Date;
  revokedAt: Date | null;
  lastSeenAt: Date;
  role: 'player' | 'admin';
  status: string;
  twoFactorOn: boolean;
  secondFactorAt: Date | null;
  scope: 'full' | 'redeem';
  /** The owner's address state (postal code), for the compliance gates (decision 050). */
  stateCode: string | null;
}

/** The sessions of these cookies with their owners' role and status (one prepared statement for many requests). */
export async function findSessionsByTokenHashes(db: DbOrTx, tokenHashes: string[]) {
  return rawRows<SessionLookup>(
    db,
    {
      name: 'auth_find_sessions_by_token_hashes_with_state',
      text: `select s.id, s.token_hash as "tokenHash", s.user_id as "userId", s.expires_at as "expiresAt",
               s.revoked_at as "revokedAt", s.last_seen_at as "lastSeenAt", u.role, u.status,
               (tf.enabled_at is not null) as "twoFactorOn", s.second_factor_at as "secondFactorAt",
               s.scope, st.code as "stateCode"
             from sessions s join users u on u.id = s.user_id
               left join player_two_factor tf on tf.user_id = s.user_id
               left join states st on st.state_id = u.state_id
             where s.token_hash = any($1::text[])`,
    },
    [tokenHashes],
  );
}

/**
 * Each player's latest use of any of their sessions (a sign-in starts one; a signed-in request
 * marks it used, at most once a minute): one row per player who has a session.
 */
export async function latestSessionUse(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ userId: sessions.userId, lastSeenAt: max(sessions.lastSeenAt) })
    .from(sessions)
    .where(inArray(sessions.userId, userIds))
    .groupBy(sessions.userId);
}

export async function touchSession(db: DbOrTx, id: number) {
  await db.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, id));
}

export async function revokeSession(db: DbOrTx, id: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}

/**
 * Ends every session of a player except, optionally, the one making the change; answers the
 * ids of the sessions it ended.
 */
export async function revokeUserSessions(db: DbOrTx, userId: number, exceptSessionId?: number) {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId !== undefined) conditions.push(ne(sessions.id, exceptSessionId));
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(...conditions))
    .returning({ id: sessions.id });
  return rows.map((r) => r.id);
}

/** Ends one session of this player; false when it is not theirs or already ended. */
export async function revokeOwnSession(db: DbOrTx, userId: number, sessionId: number) {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

/** The player's sessions still open (not ended, not expired, not idle too long). */
export async function openSessionsOf(db: DbOrTx, userId: number, idleSince: Date) {
  return db
    .select({
      id: sessions.id,
      ip: sessions.ip,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        gt(sessions.lastSeenAt, idleSince),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}

export async function insertEmailToken(
  db: DbOrTx,
  values: {
    userId: number;
    purpose: 'verify_email' | 'reset_password';
    tokenHash: string;
    expiresAt: Date;
  },
) {
  await db.insert(emailTokens).values(values);
}

/**
 * Uses a token exactly once: a single conditional UPDATE, so two clicks of the
 * same link cannot both succeed. Answers the owner's id, or undefined.
 */
export async function consumeEmailToken(
  db: DbOrTx,
  tokenHash: string,
  purpose: 'verify_email' | 'reset_password',
) {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, tokenHash),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
        gt(emailTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: emailTokens.userId });
  return row?.userId;
}

/** Older links of the same purpose stop working when a new one is sent or one is used. */
export async function invalidateEmailTokens(
  db: DbOrTx,
  userId: number,
  purpose: 'verify_email' | 'reset_password',
) {
  await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.userId, userId),
        eq(emailTokens.purpose, purpose),
        isNull(emailTokens.usedAt),
      ),
    );
}

export async function insertLoginFailure(
  db: DbOrTx,
  values: { userId: number | null; ip: string },
) {
  await db.insert(loginFailures).values(values);
}

export async function countLoginFailuresSince(db: DbOrTx, userId: number, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.userId, userId), gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function clearLoginFailures(db: DbOrTx, userId: number) {
  await db.delete(loginFailures).where(eq(loginFailures.userId, userId));
}
