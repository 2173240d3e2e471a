import { and, asc, count, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TAdjustmentListQuery } from '@app/contracts/adjustments';
import type { DbOrTx } from '../../db/database';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';
import { adjustmentSettings, balanceAdjustments } from './adjustments.tables';

export type AdjustmentRow = typeof balanceAdjustments.$inferSelect;
export type NewAdjustment = typeof balanceAdjustments.$inferInsert;

const requester = alias(staffMembers, 'requester');
const decider = alias(staffMembers, 'decider');

/** An adjustment with the emails of who asked for it and who decided on it. */
export interface AdjustmentWithStaff {
  row: AdjustmentRow;
  requestedByEmail: string;
  decidedByEmail: string | null;
}

function selectWithStaff(db: DbOrTx) {
  return db
    .select({
      row: balanceAdjustments,
      requestedByEmail: requester.email,
      decidedByEmail: decider.email,
    })
    .from(balanceAdjustments)
    .innerJoin(requester, eq(requester.id, balanceAdjustments.requestedByStaffId))
    .leftJoin(decider, eq(decider.id, balanceAdjustments.decidedByStaffId));
}

export async function playerExists(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

/**
 * Locks the player's row until the transaction ends: one member's adjustments of one player are
 * judged one after the other, so two at once cannot both slip under the cumulative threshold.
 */
export async function lockPlayer(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row !== undefined;
}

/**
 * What one member moved alone or approved for one player since `since` on these accounts:
 * the APPLIED adjustments they asked for that applied without a second member, and those they
 * approved (decision 058: the four-eyes threshold applies to their sum).
 */
export async function movedBy(
  db: DbOrTx,
  filter: {
    staffId: number;
    userId: number;
    accounts: readonly AdjustmentRow['account'][];
    since: Date;
    direction?: AdjustmentRow['direction'];
    /** Also what they asked for that another member approved (who funded it, not who judged). */
    includeApprovedRequests?: boolean;
  },
): Promise<number> {
  const t = balanceAdjustments;
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${t.amount}), 0)` })
    .from(t)
    .where(
      and(
        eq(t.userId, filter.userId),
        eq(t.status, 'APPLIED'),
        inArray(t.account, [...filter.accounts]),
        filter.direction ? eq(t.direction, filter.direction) : undefined,
        sql`${t.decidedAt} >= ${filter.since}`,
        or(
          filter.includeApprovedRequests
            ? eq(t.requestedByStaffId, filter.staffId)
            : and(eq(t.requestedByStaffId, filter.staffId), isNull(t.decidedByStaffId)),
          eq(t.decidedByStaffId, filter.staffId),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertAdjustment(db: DbOrTx, values: NewAdjustment): Promise<AdjustmentRow> {
  const [row] = await db.insert(balanceAdjustments).values(values).returning();
  if (!row) throw new Error('adjustment insert returned nothing');
  return row;
}

/** The adjustment, locked until the transaction ends: concurrent decisions queue behind it. */
export async function lockAdjustment(db: DbOrTx, id: number): Promise<AdjustmentRow | undefined> {
  const [row] = await db
    .select()
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.id, id))
    .for('update');
  return row;
}

/** Moves a PENDING adjustment on; undefined if it was no longer pending. */
export async function decidePending(
  db: DbOrTx,
  id: number,
  change: Pick<
    NewAdjustment,
    | 'status'
    | 'decidedByStaffId'
    | 'decidedAt'
    | 'decisionComment'
    | 'operationId'
    | 'balanceBefore'
    | 'balanceAfter'
  >,
): Promise<AdjustmentRow | undefined> {
  const [row] = await db
    .update(balanceAdjustments)
    .set(change)
    .where(and(eq(balanceAdjustments.id, id), eq(balanceAdjustments.status, 'PENDING')))
    .returning();
  return row;
}

export async function findAdjustment(
  db: DbOrTx,
  id: number,
): Promise<AdjustmentWithStaff | undefined> {
  const [found] = await selectWithStaff(db).where(eq(balanceAdjustments.id, id));
  return found;
}

/** One page: pending ones first, then by the chosen column (id breaks ties). */
export async function listAdjustments(
  db: DbOrTx,
  query: TAdjustmentListQuery,
): Promise<{ rows: AdjustmentWithStaff[]; count: number }> {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(balanceAdjustments.status, query.status));
  if (query.userId) filters.push(eq(balanceAdjustments.userId, query.userId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const column =
    query.sort === 'amount' ? balanceAdjustments.amount : balanceAdjustments.requestedAt;
  const rows = await selectWithStaff(db)
    .where(where)
    .orderBy(
      desc(sql`${balanceAdjustments.status} = 'PENDING'`),
      direction(column),
      direction(balanceAdjustments.id),
    )
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ count: count() }).from(balanceAdjustments).where(where);
  return { rows, count: total?.count ?? 0 };
}

/** The thresholds per currency, hundredths (undefined while no admin has changed the defaults). */
export interface Thresholds {
  gcThreshold: number;
  scThreshold: number;
}

const thresholdColumns = {
  gcThreshold: adjustmentSettings.gcThreshold,
  scThreshold: adjustmentSettings.scThreshold,
};

export async function readThresholds(db: DbOrTx): Promise<Thresholds | undefined> {
  const [row] = await db
    .select(thresholdColumns)
    .from(adjustmentSettings)
    .where(eq(adjustmentSettings.id, 1));
  return row;
}

/** The settings row, locked for a change (undefined while no admin has changed the defaults). */
export async function lockThresholds(db: DbOrTx): Promise<Thresholds | undefined> {
  const [row] = await db
    .select(thresholdColumns)
    .from(adjustmentSettings)
    .where(eq(adjustmentSettings.id, 1))
    .for('update');
  return row;
}

export async function saveThresholds(db: DbOrTx, thresholds: Thresholds, staffId: number) {
  const values = { ...thresholds, updatedByStaffId: staffId, updatedAt: new Date() };
  await db
    .insert(adjustmentSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: adjustmentSettings.id, set: values });
}
