import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { jurisdictions } from './jurisdictions.tables';

export type JurisdictionRecord = typeof jurisdictions.$inferSelect;

/** Every state's rules. */
export function allJurisdictions(db: DbOrTx): Promise<JurisdictionRecord[]> {
  return db.select().from(jurisdictions);
}

/** One state's row, locked for a change in the caller's transaction. */
export async function lockJurisdiction(db: DbOrTx, stateCode: string) {
  const [row] = await db
    .select()
    .from(jurisdictions)
    .where(eq(jurisdictions.stateCode, stateCode))
    .for('update');
  return row;
}

export async function updateJurisdiction(
  db: DbOrTx,
  stateCode: string,
  set: Partial<typeof jurisdictions.$inferInsert>,
) {
  const [row] = await db
    .update(jurisdictions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(jurisdictions.stateCode, stateCode))
    .returning();
  return row!;
}
