import { asc, desc, eq, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { sandboxPayouts } from './sandbox.tables';

export type SandboxPayoutRow = typeof sandboxPayouts.$inferSelect;
export type NewSandboxPayout = typeof sandboxPayouts.$inferInsert;
export type SandboxPayoutStatus = 'pending' | 'paid' | 'returned' | 'failed';
export type SandboxPayoutOutcome = 'paid' | 'returned' | 'failed';

/** Inserts a payout; undefined when this payout id was sent before. */
export async function insertSandboxPayout(db: DbOrTx, values: NewSandboxPayout) {
  const [row] = await db.insert(sandboxPayouts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findSandboxPayoutByPayoutId(db: DbOrTx, payoutId: string) {
  const [row] = await db.select().from(sandboxPayouts).where(eq(sandboxPayouts.payoutId, payoutId));
  return row;
}

/** A payout by its provider id, locked for the rest of the transaction. */
export async function lockSandboxPayout(db: DbOrTx, id: string) {
  const [row] = await db
    .select()
    .from(sandboxPayouts)
    .where(eq(sandboxPayouts.id, id))
    .for('update');
  return row;
}

export async function updateSandboxPayout(
  db: DbOrTx,
  id: string,
  values: Partial<Pick<NewSandboxPayout, 'status' | 'reason' | 'nextStepAt'>>,
) {
  const [row] = await db
    .update(sandboxPayouts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sandboxPayouts.id, id))
    .returning();
  if (!row) throw new Error(`sandbox payout ${id} vanished`);
  return row;
}

/** Payouts whose next step is due, locked; rows another worker holds are skipped. */
export function lockDueSandboxPayouts(db: DbOrTx, now: Date, limit: number) {
  return db
    .select()
    .from(sandboxPayouts)
    .where(lte(sandboxPayouts.nextStepAt, now))
    .orderBy(asc(sandboxPayouts.nextStepAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The newest payouts, optionally of one merchant payout id (the sandbox console). */
export function listSandboxPayouts(db: DbOrTx, options: { payoutId?: string; limit: number }) {
  const query = db.select().from(sandboxPayouts);
  const filtered = options.payoutId
    ? query.where(eq(sandboxPayouts.payoutId, options.payoutId))
    : query;
  return filtered.orderBy(desc(sandboxPayouts.createdAt)).limit(options.limit);
}
