import { RECONCILIATION_TIME_ZONE } from '@app/contracts/reconciliation';

const eastern = new Intl.DateTimeFormat('en-CA', {
  timeZone: RECONCILIATION_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The US Eastern calendar day (YYYY-MM-DD) of `at`: the days reconciliation covers. */
export const easternDayOf = (at: Date): string => eastern.format(at);

/** The day before `day` (YYYY-MM-DD). */
export function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10);
}
