import { asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { taxThresholds } from './tax.tables';

export type TaxThresholdRow = typeof taxThresholds.$inferSelect;

/** Every year that has a row, oldest first. */
export function allThresholds(db: DbOrTx): Promise<TaxThresholdRow[]> {
  return db.select().from(taxThresholds).orderBy(asc(taxThresholds.taxYear));
}

/** The row that applies to `year`: its own, or the latest earlier year's (decision 051). */
export async function thresholdRowFor(
  db: DbOrTx,
  year: number,
): Promise<TaxThresholdRow | undefined> {
  const [row] = await db
    .select()
    .from(taxThresholds)
    .where(lte(taxThresholds.taxYear, year))
    .orderBy(desc(taxThresholds.taxYear))
    .limit(1);
  return row;
}

/** The year's own row, locked for a change in the caller's transaction. */
export async function lockYear(db: DbOrTx, year: number): Promise<TaxThresholdRow | undefined> {
  const [row] = await db
    .select()
    .from(taxThresholds)
    .where(eq(taxThresholds.taxYear, year))
    .for('update');
  return row;
}

/** Writes the year's threshold (a new row, or the year's row changed). */
export async function saveThreshold(
  db: DbOrTx,
  values: { taxYear: number; thresholdCents: number; updatedByStaffId: number | null },
): Promise<TaxThresholdRow> {
  const [row] = await db
    .insert(taxThresholds)
    .values(values)
    .onConflictDoUpdate({
      target: taxThresholds.taxYear,
      set: {
        thresholdCents: values.thresholdCents,
        updatedByStaffId: values.updatedByStaffId,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}
