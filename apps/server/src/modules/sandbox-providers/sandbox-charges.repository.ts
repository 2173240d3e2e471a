import { and, asc, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sandboxCharges } from './sandbox.tables';

export type ChargeRow = typeof sandboxCharges.$inferSelect;
export type NewCharge = typeof sandboxCharges.$inferInsert;
export type ChargeStatus = 'registered' | 'pending' | 'succeeded' | 'failed' | 'refunded';

/** Inserts a charge; undefined when the provider already has one with this reference. */
export async function insertCharge(db: DbOrTx, values: NewCharge) {
  const [row] = await db.insert(sandboxCharges).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findCharge(db: DbOrTx, provider: string, referenceId: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.provider, provider), eq(sandboxCharges.referenceId, referenceId)));
  return row;
}

/** The charge locked for the rest of the transaction, so two changes to it run one after the other. */
export async function lockCharge(db: DbOrTx, provider: string, referenceId: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.provider, provider), eq(sandboxCharges.referenceId, referenceId)))
    .for('update');
  return row;
}

/** A charge by its id, locked for the rest of the transaction. */
export async function lockChargeById(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.id, id))
    .for('update');
  return row;
}

/** A charge by its form token (the fiat checkout session id). */
export async function findChargeByFormToken(db: DbOrTx, provider: string, formToken: string) {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.provider, provider), eq(sandboxCharges.formToken, formToken)));
  return row;
}

export async function updateCharge(
  db: DbOrTx,
  id: string,
  values: Partial<
    Pick<NewCharge, 'status' | 'cardToken' | 'bankToken' | 'failureReason' | 'settleAt' | 'dispute'>
  >,
) {
  const [row] = await db
    .update(sandboxCharges)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sandboxCharges.id, id))
    .returning();
  if (!row) throw new Error(`sandbox charge ${id} vanished`);
  return row;
}

/** Pending charges due to settle, locked; rows another settler holds are skipped. */
export function lockDuePending(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.status, 'pending'), lte(sandboxCharges.settleAt, now)))
    .orderBy(asc(sandboxCharges.settleAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The newest charges, optionally of one reference (the sandbox console). */
export function listCharges(db: DbOrTx, options: { referenceId?: string; limit: number }) {
  const query = db.select().from(sandboxCharges);
  const filtered = options.referenceId
    ? query.where(eq(sandboxCharges.referenceId, options.referenceId))
    : query;
  return filtered.orderBy(desc(sandboxCharges.createdAt)).limit(options.limit);
}
