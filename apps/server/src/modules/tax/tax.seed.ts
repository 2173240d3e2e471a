import type { SeedStep } from '../../db/seed';
import { taxThresholds } from './tax.tables';

/**
 * The 1099-MISC threshold as the table is first written (decision 051): $600 for payments up to
 * 31 December 2025 (the 2000 row covers 2000–2025 by the no-row rule) and $2,000 from 2026 (the
 * One Big Beautiful Bill Act of 2025). Later years take 2026's until compliance adds their row
 * (the amount is indexed for inflation after 2026).
 */
export const SEEDED_TAX_THRESHOLDS: readonly { taxYear: number; thresholdCents: number }[] = [
  { taxYear: 2000, thresholdCents: 60_000 },
  { taxYear: 2026, thresholdCents: 200_000 },
];

export const taxThresholdsSeed: SeedStep = {
  name: 'tax-thresholds-v1',
  async run(tx) {
    await tx
      .insert(taxThresholds)
      .values(SEEDED_TAX_THRESHOLDS.map((row) => ({ ...row })))
      .onConflictDoNothing();
  },
};
