/**
 * Date display formats of SPEC §9: MM/DD/YYYY and MM/DD/YYYY hh:mm A.
 * Built on Intl only. The time zone defaults to the runtime's own (the
 * browser's for players); pass an IANA name such as 'America/New_York' to fix it.
 */

export type DateInput = Date | string | number;

/** A calendar date without a time, as dateOfBirth is sent (YYYY-MM-DD). */
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

/** Reads 'YYYY-MM-DD' when it names a real day ('2023-02-29' does not); otherwise null. */
export function parseCalendarDate(text: string): CalendarDate | null {
  const match = CALENDAR_DATE.exec(text);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** The calendar date an instant falls on in UTC. */
export function utcCalendarDate(instant: Date): CalendarDate {
  return {
    year: instant.getUTCFullYear(),
    month: instant.getUTCMonth() + 1,
    day: instant.getUTCDate(),
  };
}

/** Orders two calendar dates: negative when a is earlier, 0 when equal. */
export function compareCalendarDates(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

/** 'YYYY-MM-DD' of a calendar date. */
export function toIsoCalendarDate({ year, month, day }: CalendarDate): string {
  const pad = (n: number, width: number) => String(n).padStart(width, '0');
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hour12: true,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

function toDate(input: DateInput): Date {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) {
    throw new RangeError(`Invalid date: ${String(input)}`);
  }
  return date;
}

interface DateParts {
  month: string;
  day: string;
  year: string;
  hour: string;
  minute: string;
  dayPeriod: string;
}

function partsOf(input: DateInput, timeZone: string | undefined): DateParts {
  const parts: DateParts = { month: '', day: '', year: '', hour: '', minute: '', dayPeriod: '' };
  for (const part of formatterFor(timeZone).formatToParts(toDate(input))) {
    if (part.type in parts) parts[part.type as keyof DateParts] = part.value;
  }
  return parts;
}

/**
 * '07/04/2024'. A 'YYYY-MM-DD' string is a calendar date (a birthday) and is
 * shown as written, whatever the time zone.
 */
export function formatDate(input: DateInput, timeZone?: string): string {
  if (typeof input === 'string' && CALENDAR_DATE.test(input)) {
    if (!parseCalendarDate(input)) throw new RangeError(`Invalid date: ${input}`);
    const [year, month, day] = input.split('-');
    return `${month}/${day}/${year}`;
  }
  const { month, day, year } = partsOf(input, timeZone);
  return `${month}/${day}/${year}`;
}

/** '07/04/2024 03:05 PM' (12-hour clock; midnight is 12:00 AM). */
export function formatDateTime(input: DateInput, timeZone?: string): string {
  const { month, day, year, hour, minute, dayPeriod } = partsOf(input, timeZone);
  return `${month}/${day}/${year} ${hour}:${minute} ${dayPeriod.toUpperCase()}`;
}
