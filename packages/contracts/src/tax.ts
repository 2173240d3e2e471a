import { z } from 'zod';

/**
 * Tax thresholds by year and the W-9 (decision 051). The information-return (1099-MISC)
 * threshold is data keyed by tax year: a year without a row of its own uses the latest earlier
 * year's threshold. A tax year runs from 1 January 00:00 to the next 1 January 00:00 in US
 * Eastern time, and a redemption counts in the year it was paid.
 * Routes (under /api/v1/admin, staff session; permission in brackets):
 *   GET /tax/thresholds                 [tax.report]                        → TTaxThresholdList
 *   PUT /tax/thresholds/:taxYear {thresholdCents, reason} [tax.thresholds.write] → TTaxThreshold
 *       (re-authentication; audited as tax.threshold.change)
 * Amounts are integer hundredths (cents).
 */

/** The time zone whose calendar year is the tax year of a payment. */
export const TAX_YEAR_TIME_ZONE = 'America/New_York';

/** The tax years the report and the thresholds table accept. */
export const FIRST_TAX_YEAR = 2000;
export const LAST_TAX_YEAR = 2100;

const yearMessage = `Give a tax year from ${FIRST_TAX_YEAR} to ${LAST_TAX_YEAR}.`;

export const ZTaxYear = z.coerce
  .number({ error: yearMessage })
  .int(yearMessage)
  .min(FIRST_TAX_YEAR, yearMessage)
  .max(LAST_TAX_YEAR, yearMessage);

export const ZTaxYearParam = z.object({ taxYear: ZTaxYear });

/** $1,000,000.00: no information-return threshold comes near it. */
export const MAX_TAX_THRESHOLD_CENTS = 100_000_000;

/** A compliance change of one tax year's threshold, with the reason the audit log keeps. */
export const ZTaxThresholdChange = z.object({
  thresholdCents: z
    .number({ error: 'Give the threshold in cents, as a whole number.' })
    .int('The threshold must be a whole number of cents.')
    .min(1, 'The threshold must be more than $0.00.')
    .max(MAX_TAX_THRESHOLD_CENTS, 'The threshold must be at most $1,000,000.00.'),
  reason: z
    .string({ error: 'Give the reason (at least 5 characters).' })
    .trim()
    .min(5, 'Give the reason (at least 5 characters).')
    .max(500, 'The reason may be at most 500 characters.'),
});
export type TTaxThresholdChange = z.infer<typeof ZTaxThresholdChange>;

/** One row of the table: the threshold from `taxYear` on, until a later year's row. */
export interface TTaxThreshold {
  taxYear: number;
  thresholdCents: number;
  updatedAt: string;
  /** True while the row is as the seed wrote it; who changed it and why is in the audit log. */
  seeded: boolean;
}

export interface TTaxThresholdList {
  rows: TTaxThreshold[];
}

/**
 * What a W-9 needs on file before a redemption that reaches the year's threshold is paid: the
 * legal name (first and last name of the profile), the address (line 1, city, state and ZIP
 * code) and the SSN.
 */
export const W9_ITEMS = ['legalName', 'address', 'ssn'] as const;
export type TW9Item = (typeof W9_ITEMS)[number];

export const W9_ITEM_LABELS: Record<TW9Item, string> = {
  legalName: 'legal name',
  address: 'address',
  ssn: 'SSN',
};

/** 'SSN', 'legal name and SSN', 'legal name, address and SSN'. */
export function w9ItemsText(items: readonly TW9Item[]): string {
  const labels = W9_ITEMS.filter((item) => items.includes(item)).map((i) => W9_ITEM_LABELS[i]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
