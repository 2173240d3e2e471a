import { LAST_TAX_YEAR, type TTaxThreshold } from '@app/contracts/tax';
import { parseAmount } from '@app/contracts/money';

/**
 * The years each row covers (decision 051: a year without a row takes the latest earlier
 * year's): '2000–2025', '2026', '2027 onward'.
 */
export function yearsCovered(
  rows: readonly TTaxThreshold[],
): { taxYear: number; covers: string }[] {
  const sorted = [...rows].sort((a, b) => a.taxYear - b.taxYear);
  return sorted.map((row, index) => {
    const next = sorted[index + 1];
    if (!next) return { taxYear: row.taxYear, covers: `${row.taxYear} onward` };
    const last = next.taxYear - 1;
    return {
      taxYear: row.taxYear,
      covers: last === row.taxYear ? String(row.taxYear) : `${row.taxYear}–${last}`,
    };
  });
}

/** The threshold a year's report applies, by the same rule as the server; null before any row. */
export function thresholdFor(rows: readonly TTaxThreshold[], taxYear: number): number | null {
  let found: TTaxThreshold | null = null;
  for (const row of rows)
    if (row.taxYear <= taxYear && (!found || row.taxYear > found.taxYear)) found = row;
  return found?.thresholdCents ?? null;
}

/** What a member types as a threshold ('2,000' or '$2,100.50'), read into cents. */
export function readDollars(text: string): number | null {
  const cents = parseAmount(text.trim().replace(/^\$/, ''));
  return cents === null || cents <= 0 ? null : cents;
}

/** The next year without a row of its own (the one compliance most likely adds). */
export function nextYearToAdd(rows: readonly TTaxThreshold[], now: Date = new Date()): number {
  const latest = Math.max(now.getFullYear(), ...rows.map((r) => r.taxYear));
  return Math.min(latest + 1, LAST_TAX_YEAR);
}
