/** The first year the report offers: the site's first year of redemptions. */
export const FIRST_REPORT_YEAR = 2024;

/** The years the report can be asked for, newest first: the current calendar year down to 2024. */
export function reportYears(now: Date = new Date()): number[] {
  const current = now.getFullYear();
  const years: number[] = [];
  for (let year = current; year >= Math.min(FIRST_REPORT_YEAR, current); year -= 1)
    years.push(year);
  return years;
}
