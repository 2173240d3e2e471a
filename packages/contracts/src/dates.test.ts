import { describe, expect, it } from 'vitest';
import {
  compareCalendarDates,
  formatDate,
  formatDateTime,
  parseCalendarDate,
  toIsoCalendarDate,
  utcCalendarDate,
} from './dates';

describe('formatDate', () => {
  it('shows MM/DD/YYYY in the given time zone', () => {
    const instant = new Date('2024-07-04T03:30:00Z');
    expect(formatDate(instant, 'UTC')).toBe('07/04/2024');
    expect(formatDate(instant, 'America/New_York')).toBe('07/03/2024');
    expect(formatDate(instant, 'Asia/Kolkata')).toBe('07/04/2024');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(formatDate('2023-12-31T23:59:59Z', 'UTC')).toBe('12/31/2023');
    expect(formatDate(Date.UTC(2000, 0, 1), 'UTC')).toBe('01/01/2000');
  });

  it('shows a YYYY-MM-DD calendar date as written in every time zone', () => {
    expect(formatDate('1990-05-20')).toBe('05/20/1990');
    expect(formatDate('1990-05-20', 'Pacific/Honolulu')).toBe('05/20/1990');
    expect(formatDate('1990-05-20', 'Pacific/Kiritimati')).toBe('05/20/1990');
  });

  it('uses the runtime time zone by default', () => {
    const instant = new Date(2024, 1, 29, 12, 0);
    expect(formatDate(instant)).toBe('02/29/2024');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatDate('not a date')).toThrow(RangeError);
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDate('2023-02-29')).toThrow(RangeError);
  });
});

describe('formatDateTime', () => {
  it.each([
    ['2024-07-04T15:05:00Z', '07/04/2024 03:05 PM'],
    ['2024-07-04T00:00:00Z', '07/04/2024 12:00 AM'],
    ['2024-07-04T12:00:00Z', '07/04/2024 12:00 PM'],
    ['2024-07-04T09:59:59Z', '07/04/2024 09:59 AM'],
    ['2024-12-31T23:59:00Z', '12/31/2024 11:59 PM'],
  ])('shows %j as %j in UTC', (iso, text) => {
    expect(formatDateTime(iso, 'UTC')).toBe(text);
  });

  it('converts to the given time zone', () => {
    expect(formatDateTime('2024-07-04T15:05:00Z', 'America/Los_Angeles')).toBe(
      '07/04/2024 08:05 AM',
    );
    expect(formatDateTime('2024-07-04T20:00:00Z', 'Asia/Kolkata')).toBe('07/05/2024 01:30 AM');
  });

  it('matches MM/DD/YYYY hh:mm A in the runtime time zone', () => {
    expect(formatDateTime(new Date(2024, 0, 2, 13, 7))).toBe('01/02/2024 01:07 PM');
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => formatDateTime('soon')).toThrow(RangeError);
  });
});

describe('calendar dates', () => {
  it('reads real days only', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseCalendarDate('1900-02-29')).toBeNull();
    expect(parseCalendarDate('2023-02-29')).toBeNull();
    expect(parseCalendarDate('2023-04-31')).toBeNull();
    expect(parseCalendarDate('2023-00-10')).toBeNull();
    expect(parseCalendarDate('2023-1-10')).toBeNull();
    expect(parseCalendarDate('2023-01-10T00:00:00Z')).toBeNull();
  });

  it('orders, converts and prints calendar dates', () => {
    const a = { year: 2024, month: 1, day: 31 };
    const b = { year: 2024, month: 2, day: 1 };
    expect(compareCalendarDates(a, b)).toBeLessThan(0);
    expect(compareCalendarDates(b, a)).toBeGreaterThan(0);
    expect(compareCalendarDates(a, { ...a })).toBe(0);
    expect(utcCalendarDate(new Date('2024-03-01T23:30:00-05:00'))).toEqual({
      year: 2024,
      month: 3,
      day: 2,
    });
    expect(toIsoCalendarDate({ year: 987, month: 3, day: 4 })).toBe('0987-03-04');
  });
});
