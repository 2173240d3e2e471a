import { and, desc, eq, gt, gte, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sessions } from '../auth/auth.tables';
import { gameRounds } from '../games/rounds.tables';
import { userSsns } from '../kyc/kyc.tables';
import { users } from '../users/users.tables';
import {
  accountRestrictions,
  exclusionRegister,
  playerSafetySettings,
  safetyEvents,
} from './account-safety.tables';

export type RestrictionRow = typeof accountRestrictions.$inferSelect;
export type RegisterKind = (typeof exclusionRegister.$inferSelect)['kind'];

export async function restrictionsOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(accountRestrictions)
    .where(eq(accountRestrictions.userId, userId))
    .orderBy(desc(accountRestrictions.id));
}

export async function insertRestriction(db: DbOrTx, row: typeof accountRestrictions.$inferInsert) {
  const [inserted] = await db.insert(accountRestrictions).values(row).returning();
  return inserted!;
}

export async function setReopenAt(db: DbOrTx, restrictionId: number, reopenAt: Date) {
  await db
    .update(accountRestrictions)
    .set({ reopenAt })
    .where(eq(accountRestrictions.id, restrictionId));
}

export async function insertRegisterEntries(
  db: DbOrTx,
  rows: (typeof exclusionRegister.$inferInsert)[],
) {
  if (rows.length > 0) await db.insert(exclusionRegister).values(rows);
}

/**
 * Register entries of these hashes whose exclusion still holds: in effect, or ended but the
 * account not yet reopened.
 */
export async function findHeldRegisterEntries(
  db: DbOrTx,
  entries: { kind: RegisterKind; valueHash: string }[],
  now: Date,
) {
  if (entries.length === 0) return [];
  return db
    .select({
      userId: exclusionRegister.userId,
      username: users.username,
      kind: exclusionRegister.kind,
      period: accountRestrictions.period,
      startsAt: accountRestrictions.startsAt,
      endsAt: accountRestrictions.endsAt,
    })
    .from(exclusionRegister)
    .innerJoin(accountRestrictions, eq(accountRestrictions.id, exclusionRegister.restrictionId))
    .innerJoin(users, eq(users.id, exclusionRegister.userId))
    .where(
      and(
        or(
          ...entries.map((e) =>
            and(eq(exclusionRegister.kind, e.kind), eq(exclusionRegister.valueHash, e.valueHash)),
          ),
        ),
        or(
          isNull(accountRestrictions.endsAt),
          gt(accountRestrictions.endsAt, now),
          isNull(accountRestrictions.reopenAt),
          gt(accountRestrictions.reopenAt, now),
        ),
      ),
    )
    .orderBy(desc(exclusionRegister.id))
    .limit(50);
}

export async function userIdByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`);
  return row?.id;
}

export async function realityCheckOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ minutes: playerSafetySettings.realityCheckMinutes })
    .from(playerSafetySettings)
    .where(eq(playerSafetySettings.userId, userId));
  return row?.minutes ?? null;
}

export async function saveRealityCheck(db: DbOrTx, userId: number, minutes: number | null) {
  await db
    .insert(playerSafetySettings)
    .values({ userId, realityCheckMinutes: minutes })
    .onConflictDoUpdate({
      target: playerSafetySettings.userId,
      set: { realityCheckMinutes: minutes, updatedAt: new Date() },
    });
}

export async function insertEvent(db: DbOrTx, row: typeof safetyEvents.$inferInsert) {
  await db.insert(safetyEvents).values(row);
}

export async function eventsOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(safetyEvents)
    .where(eq(safetyEvents.userId, userId))
    .orderBy(desc(safetyEvents.id))
    .limit(200);
}

export async function sessionStart(db: DbOrTx, sessionId: number) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId));
  return row?.createdAt;
}

/** Won minus staked per coin over the rounds the player started since `since` (hundredths). */
export async function netSince(db: DbOrTx, userId: number, since: Date) {
  const rows = await db
    .select({
      coinType: gameRounds.coinType,
      net: sql<string>`coalesce(sum(${gameRounds.payout} - ${gameRounds.bet}), 0)`,
    })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), gte(gameRounds.createdAt, since)))
    .groupBy(gameRounds.coinType);
  const net = { GC: 0, SC: 0 };
  for (const r of rows) net[r.coinType] = Number(r.net);
  return net;
}

export async function closeAccount(db: DbOrTx, userId: number) {
  await db
    .update(users)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function identityOf(db: DbOrTx, userId: number, { lock = false } = {}) {
  const query = db
    .select({
      email: users.email,
      phoneCode: users.phoneCode,
      phone: users.phone,
      status: users.status,
      role: users.role,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The KYC module's keyed index of the player's SSN, if one is on file. */
export async function ssnIndexOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ blindIndex: userSsns.blindIndex })
    .from(userSsns)
    .where(eq(userSsns.userId, userId));
  return row?.blindIndex;
}
