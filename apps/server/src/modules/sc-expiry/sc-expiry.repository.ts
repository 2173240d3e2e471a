import { and, count, desc, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { TScExpiryListQuery } from '@app/contracts/sc-expiry';
import type { DbOrTx } from '../../db/database';
import { scExpiryPeriods } from './sc-expiry.tables';

export type ScExpiryPeriod = typeof scExpiryPeriods.$inferSelect;

/** Every warned period of these players (one query for a batch of the job's scan). */
export async function periodsOf(db: DbOrTx, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db.select().from(scExpiryPeriods).where(inArray(scExpiryPeriods.userId, userIds));
}

/**
 * Records the warning of a period once: answers the new row, or undefined when the period
 * already has one (another job run wrote it, or is writing it: the unique key waits for it).
 */
export async function insertWarning(
  db: DbOrTx,
  values: {
    userId: number;
    lastActivityAt: Date;
    warnedAt: Date;
    expiresAt: Date;
    warnedSc: number;
  },
) {
  const [row] = await db.insert(scExpiryPeriods).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPeriodById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(scExpiryPeriods).where(eq(scExpiryPeriods.id, id));
  return row;
}

/** The period `id`, locked until the transaction ends. */
export async function lockPeriod(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(scExpiryPeriods)
    .where(eq(scExpiryPeriods.id, id))
    .for('update');
  return row;
}

/** Moves a period from one status to the next with `values`; undefined if it was not in `from`. */
export async function transition(
  db: DbOrTx,
  id: number,
  from: ScExpiryPeriod['status'],
  values: Partial<Omit<typeof scExpiryPeriods.$inferInsert, 'id' | 'userId' | 'lastActivityAt'>>,
) {
  const [row] = await db
    .update(scExpiryPeriods)
    .set(values)
    .where(and(eq(scExpiryPeriods.id, id), eq(scExpiryPeriods.status, from)))
    .returning();
  return row;
}

/** Expired periods (any status but WARNED), newest expiry first, a page at a time. */
export async function listExpiries(db: DbOrTx, query: TScExpiryListQuery) {
  const conditions: SQL[] = [
    query.status ? eq(scExpiryPeriods.status, query.status) : ne(scExpiryPeriods.status, 'WARNED'),
  ];
  if (query.userId !== undefined) conditions.push(eq(scExpiryPeriods.userId, query.userId));
  const where = and(...conditions);
  const rows = await db
    .select()
    .from(scExpiryPeriods)
    .where(where)
    .orderBy(desc(scExpiryPeriods.expiredAt), desc(scExpiryPeriods.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ n: count() }).from(scExpiryPeriods).where(where);
  return { rows, count: total?.n ?? 0 };
}
