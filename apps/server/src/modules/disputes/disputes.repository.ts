import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { TDisputeListQuery } from '@app/contracts/disputes';
import type { DbOrTx } from '../../db/database';
import { paymentDisputes } from './disputes.tables';

export type DisputeRow = typeof paymentDisputes.$inferSelect;
export type NewDisputeRow = typeof paymentDisputes.$inferInsert;

/** Writes a purchase's case; undefined when the purchase has one already. */
export async function insertCase(db: DbOrTx, values: NewDisputeRow) {
  const [row] = await db.insert(paymentDisputes).values(values).onConflictDoNothing().returning();
  return row;
}

/** The case of a purchase, locked for the rest of the transaction. */
export async function lockCaseOfPurchase(db: DbOrTx, purchaseId: number) {
  const [row] = await db
    .select()
    .from(paymentDisputes)
    .where(eq(paymentDisputes.purchaseId, purchaseId))
    .for('update');
  return row;
}

/** A case by its id, locked for the rest of the transaction. */
export async function lockCase(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(paymentDisputes)
    .where(eq(paymentDisputes.id, id))
    .for('update');
  return row;
}

export async function updateCase(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<NewDisputeRow, 'id' | 'userId' | 'purchaseId'>>,
) {
  const [row] = await db
    .update(paymentDisputes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentDisputes.id, id))
    .returning();
  if (!row) throw new Error(`dispute case ${id} vanished`);
  return row;
}

/** Whether the player owes anything of a chargeback (an OPEN debt). */
export async function hasOpenDebt(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentDisputes.id })
    .from(paymentDisputes)
    .where(and(eq(paymentDisputes.userId, userId), eq(paymentDisputes.debtStatus, 'OPEN')))
    .limit(1);
  return row !== undefined;
}

/** The finance queue: cases newest first, filtered, a page at a time. */
export async function listCases(db: DbOrTx, query: TDisputeListQuery) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(paymentDisputes.status, query.status));
  if (query.debtStatus) filters.push(eq(paymentDisputes.debtStatus, query.debtStatus));
  if (query.userId) filters.push(eq(paymentDisputes.userId, query.userId));
  const where = filters.length > 0 ? and(...filters) : undefined;
  const rows = await db
    .select()
    .from(paymentDisputes)
    .where(where)
    .orderBy(desc(paymentDisputes.openedAt), desc(paymentDisputes.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await db.select({ value: count() }).from(paymentDisputes).where(where);
  return { rows, count: total?.value ?? 0 };
}
