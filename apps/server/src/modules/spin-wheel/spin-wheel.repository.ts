import { and, asc, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { spinWheelSegments } from '../bonuses/bonuses.tables';
import { spinWheelSpins, type SpinRow } from './spin-wheel.tables';

/** Class of the transaction-scoped advisory locks of spins (one per player). */
const SPIN_LOCK_CLASS = 15_033;

/** Waits for the player's spin lock: the spins of one player are drawn one at a time. */
export async function takeSpinLock(tx: DbOrTx, userId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${SPIN_LOCK_CLASS}, ${userId})`);
}

export type SegmentRow = typeof spinWheelSegments.$inferSelect;

/** Every segment in wheel order (the back office's list). */
export async function allSegments(db: DbOrTx): Promise<SegmentRow[]> {
  return db.select().from(spinWheelSegments).orderBy(asc(spinWheelSegments.position));
}

/** The segments a spin is drawn from, in wheel order. */
export async function activeSegments(db: DbOrTx): Promise<SegmentRow[]> {
  return db
    .select()
    .from(spinWheelSegments)
    .where(eq(spinWheelSegments.isActive, true))
    .orderBy(asc(spinWheelSegments.position));
}

export async function openSpin(db: DbOrTx, userId: number): Promise<SpinRow | undefined> {
  const [row] = await db
    .select()
    .from(spinWheelSpins)
    .where(and(eq(spinWheelSpins.userId, userId), eq(spinWheelSpins.status, 'drawn')));
  return row;
}

/** The player's latest completed spin (the last claim). */
export async function lastCompletedSpin(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(spinWheelSpins)
    .where(and(eq(spinWheelSpins.userId, userId), isNotNull(spinWheelSpins.completedAt)))
    .orderBy(desc(spinWheelSpins.completedAt))
    .limit(1);
  return row;
}

export async function insertSpin(db: DbOrTx, values: typeof spinWheelSpins.$inferInsert) {
  const [row] = await db.insert(spinWheelSpins).values(values).returning();
  if (!row) throw new Error('insert spin_wheel_spins returned no row');
  return row;
}

/**
 * Completes a drawn spin: answers the row when this call completed it, undefined when it was
 * completed already (a concurrent completion waits on the row lock, then finds it completed).
 */
export async function completeSpin(
  db: DbOrTx,
  where: { spinId: number } | { userId: number },
  completion: { at: Date; by: 'player' | 'job' },
) {
  const match =
    'spinId' in where
      ? eq(spinWheelSpins.id, where.spinId)
      : eq(spinWheelSpins.userId, where.userId);
  const [row] = await db
    .update(spinWheelSpins)
    .set({ status: 'completed', completedAt: completion.at, completedBy: completion.by })
    .where(and(match, eq(spinWheelSpins.status, 'drawn')))
    .returning();
  return row;
}

/** Locks every segment (the editor saves them together). */
export async function lockSegments(tx: DbOrTx): Promise<SegmentRow[]> {
  return tx.select().from(spinWheelSegments).orderBy(asc(spinWheelSegments.position)).for('update');
}

/** Moves every position out of the way (above any allowed order), so new orders can swap freely. */
export async function parkPositions(tx: DbOrTx, offset: number) {
  await tx
    .update(spinWheelSegments)
    .set({ position: sql`${spinWheelSegments.id} + ${offset}` })
    .where(sql`true`);
}

export async function updateSegment(
  tx: DbOrTx,
  id: number,
  values: Pick<SegmentRow, 'position' | 'gc' | 'sc' | 'weight' | 'isActive'>,
) {
  await tx.update(spinWheelSegments).set(values).where(eq(spinWheelSegments.id, id));
}

export async function insertSegment(
  tx: DbOrTx,
  values: Pick<SegmentRow, 'position' | 'gc' | 'sc' | 'weight' | 'isActive'>,
) {
  await tx.insert(spinWheelSegments).values(values);
}
