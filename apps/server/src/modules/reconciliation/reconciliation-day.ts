import { parseCalendarDate, toIsoCalendarDate } from '@app/contracts/dates';
import { easternDay, nextEasternMidnight } from '../bonuses/eastern-day';

const DAY_MS = 86_400_000;

/** The calendar day before `day` ('YYYY-MM-DD'). */
export function dayBefore(day: string): string {
  const parsed = parseCalendarDate(day);
  if (!parsed) throw new Error(`not a calendar day: ${day}`);
  const noon = Date.UTC(parsed.year, parsed.month - 1, parsed.day, 12) - DAY_MS;
  const before = new Date(noon);
  return toIsoCalendarDate({
    year: before.getUTCFullYear(),
    month: before.getUTCMonth() + 1,
    day: before.getUTCDate(),
  });
}

/**
 * The instants a US Eastern calendar day runs between, [from, to): midnight to midnight, 23 or 25
 * hours on the days the clocks change.
 */
export function easternDayWindow(day: string): { from: Date; to: Date } {
  // Noon UTC of a day is 07:00 or 08:00 in New York: inside that Eastern day.
  const noonOf = (d: string) => new Date(`${d}T12:00:00.000Z`);
  return {
    from: nextEasternMidnight(noonOf(dayBefore(day))),
    to: nextEasternMidnight(noonOf(day)),
  };
}

/** The US Eastern day before the one `at` falls on: the day the daily run reconciles. */
export const previousEasternDay = (at: Date) => dayBefore(easternDay(at));
