import { sql } from 'drizzle-orm';
import type { TestApp } from '../../test/test-app';
import { taxYearOf } from './tax-year';
import { taxThresholds } from './tax.tables';

/** The tax year of now (US Eastern calendar year). */
export const currentTaxYear = () => taxYearOf(new Date());

/** Writes a tax year's threshold as compliance's change does (without the route's audit). */
export async function setTaxThreshold(t: TestApp, taxYear: number, thresholdCents: number) {
  await t.db
    .insert(taxThresholds)
    .values({ taxYear, thresholdCents })
    .onConflictDoUpdate({
      target: taxThresholds.taxYear,
      set: { thresholdCents, updatedAt: sql`now()` },
    });
}
