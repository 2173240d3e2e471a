/** Calendar-day arithmetic on 'YYYY-MM-DD' (UTC noon, so no zone or DST can move a day). */

const DAY_MS = 86_400_000;

const atNoon = (day: string) => new Date(`${day}T12:00:00Z`);
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/** 'YYYY-MM-DD' `days` later (or earlier, when negative). */
export function addDays(day: string, days: number): string {
  return isoDay(new Date(atNoon(day).getTime() + days * DAY_MS));
}

/** The first day of the day's month and of the month after it: [from, to). */
export function monthOf(day: string): { from: string; to: string } {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const first = (y: number, m: number) =>
    `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-01`;
  return { from: first(year, month), to: first(next.year, next.month) };
}

/** 'November 2026'. */
export function monthName(day: string): string {
  return atNoon(day).toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
