import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import type { ControlChangeStatus } from '@app/contracts/dual-control';
import { controlChanges } from './dual-control.tables';

export type ControlChangeRow = typeof controlChanges.$inferSelect;

export async function insertChange(
  db: DbOrTx,
  values: Omit<typeof controlChanges.$inferInsert, 'id'>,
): Promise<ControlChangeRow> {
  const [row] = await db.insert(controlChanges).values(values).returning();
  return row!;
}

/** The change, locked for a decision. */
export async function lockChange(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(controlChanges)
    .where(eq(controlChanges.id, id))
    .for('update');
  return row;
}

export async function decideChange(
  db: DbOrTx,
  id: number,
  values: {
    status: Exclude<ControlChangeStatus, 'PENDING'>;
    decidedByStaffId: number;
    decidedAt: Date;
    decisionComment: string | null;
  },
) {
  const [row] = await db
    .update(controlChanges)
    .set(values)
    .where(eq(controlChanges.id, id))
    .returning();
  return row;
}

/** The newest changes first, pending ones only when asked. */
export async function listChanges(db: DbOrTx, status?: ControlChangeStatus) {
  return db
    .select()
    .from(controlChanges)
    .where(status ? eq(controlChanges.status, status) : undefined)
    .orderBy(desc(controlChanges.id))
    .limit(200);
}
