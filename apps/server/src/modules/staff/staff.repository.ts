import { and, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { staffEnrolments, staffMembers, staffSessions } from './staff.tables';

export type StaffRow = typeof staffMembers.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;

export async function staffByEmail(db: DbOrTx, email: string): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.email, email));
  return row;
}

export async function staffById(db: DbOrTx, id: number): Promise<StaffRow | undefined> {
  const [row] = await db.select().from(staffMembers).where(eq(staffMembers.id, id));
  return row;
}

export function listStaff(db: DbOrTx) {
  return db.select().from(staffMembers).orderBy(staffMembers.id);
}

export async function insertStaff(db: DbOrTx, row: typeof staffMembers.$inferInsert) {
  const [created] = await db
    .insert(staffMembers)
    .values(row)
    .onConflictDoNothing({ target: staffMembers.email })
    .returning();
  return created;
}

export function updateStaff(
  db: DbOrTx,
  id: number,
  values: Partial<typeof staffMembers.$inferInsert>,
) {
  return db.update(staffMembers).set(values).where(eq(staffMembers.id, id)).returning();
}

/**
 * Accepts a TOTP time step once: true when `step` is newer than the last accepted one (a code
 * replayed within its 30 s, or by a second request at once, is refused).
 */
export async function acceptTotpStep(db: DbOrTx, id: number, step: number): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(staffMembers.id, id),
        sql`(${staffMembers.lastTotpStep} is null or ${staffMembers.lastTotpStep} < ${step})`,
      ),
    )
    .returning({ id: staffMembers.id });
  return rows.length === 1;
}

/** Removes one unused recovery code; true when it was there (each works once). */
export async function consumeRecoveryCode(db: DbOrTx, id: number, codeHash: string) {
  const rows = await db
    .update(staffMembers)
    .set({ recoveryCodeHashes: sql`array_remove(${staffMembers.recoveryCodeHashes}, ${codeHash})` })
    .where(and(eq(staffMembers.id, id), sql`${codeHash} = any(${staffMembers.recoveryCodeHashes})`))
    .returning({ id: staffMembers.id });
  return rows.length === 1;
}

export async function insertSession(db: DbOrTx, row: typeof staffSessions.$inferInsert) {
  const [created] = await db.insert(staffSessions).values(row).returning();
  if (!created) throw new Error('staff session not created');
  return created;
}

export async function liveSessionByTokenHash(
  db: DbOrTx,
  tokenHash: string,
): Promise<{ session: StaffSessionRow; staff: StaffRow } | undefined> {
  const [row] = await db
    .select({ session: staffSessions, staff: staffMembers })
    .from(staffSessions)
    .innerJoin(staffMembers, eq(staffMembers.id, staffSessions.staffId))
    .where(and(eq(staffSessions.tokenHash, tokenHash), isNull(staffSessions.endedAt)));
  return row;
}

export function touchSession(db: DbOrTx, id: number, at: Date) {
  return db.update(staffSessions).set({ lastSeenAt: at }).where(eq(staffSessions.id, id));
}

export function markReauthenticated(db: DbOrTx, id: number, at: Date) {
  return db.update(staffSessions).set({ reauthAt: at }).where(eq(staffSessions.id, id));
}

export function endSession(db: DbOrTx, id: number, at: Date) {
  return db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.endedAt)));
}

export function endSessionsOf(db: DbOrTx, staffId: number, at: Date) {
  return db
    .update(staffSessions)
    .set({ endedAt: at })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.endedAt)));
}

export function insertEnrolment(db: DbOrTx, row: typeof staffEnrolments.$inferInsert) {
  return db.insert(staffEnrolments).values(row);
}

export async function enrolmentByTokenHash(db: DbOrTx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(staffEnrolments)
    .where(eq(staffEnrolments.tokenHash, tokenHash));
  return row;
}

/** Ends the enrolment (it works once); false when another request ended it first. */
export async function deleteEnrolment(db: DbOrTx, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(staffEnrolments)
    .where(eq(staffEnrolments.tokenHash, tokenHash))
    .returning({ staffId: staffEnrolments.staffId });
  return rows.length === 1;
}

/** How many staff members hold `role` (the first-admin command asks for admins). */
export async function countStaffWithRole(db: DbOrTx, role: StaffRow['role']): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(staffMembers)
    .where(eq(staffMembers.role, role));
  return row?.n ?? 0;
}
