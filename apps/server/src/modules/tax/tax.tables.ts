import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { staffMembers } from '../staff/staff.tables';

/**
 * The information-return (1099-MISC) threshold of each tax year, in hundredths (decision 051).
 * A year without a row uses the latest earlier year's threshold; compliance adds a row when a
 * year's threshold changes (inflation indexing after 2026).
 */
export const taxThresholds = pgTable(
  'tax_thresholds',
  {
    taxYear: integer('tax_year').primaryKey(),
    thresholdCents: bigint('threshold_cents', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for the seeded rows. */
    updatedByStaffId: integer('updated_by_staff_id').references(() => staffMembers.id),
  },
  (t) => [
    check('tax_thresholds_year', sql`${t.taxYear} between 2000 and 2100`),
    check('tax_thresholds_positive', sql`${t.thresholdCents} > 0`),
  ],
);
