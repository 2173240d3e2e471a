import { describe, expect, it } from 'vitest';
import type { TTaxThreshold } from '@app/contracts/tax';
import { nextYearToAdd, readDollars, thresholdFor, yearsCovered } from './tax-thresholds';

const row = (taxYear: number, thresholdCents: number): TTaxThreshold => ({
  taxYear,
  thresholdCents,
  updatedAt: '2026-11-01T00:00:00.000Z',
  seeded: true,
});
const SEEDED = [row(2026, 200_000), row(2000, 60_000)];

describe('the thresholds by tax year', () => {
  it('says which years each row covers: until the next row, the last one onward', () => {
    expect(yearsCovered(SEEDED)).toEqual([
      { taxYear: 2000, covers: '2000–2025' },
      { taxYear: 2026, covers: '2026 onward' },
    ]);
    expect(yearsCovered([...SEEDED, row(2027, 205_000)]).map((r) => r.covers)).toEqual([
      '2000–2025',
      '2026',
      '2027 onward',
    ]);
  });

  it('finds a year’s threshold as the server does: its own row or the latest earlier one', () => {
    expect(thresholdFor(SEEDED, 2025)).toBe(60_000);
    expect(thresholdFor(SEEDED, 2026)).toBe(200_000);
    expect(thresholdFor(SEEDED, 2040)).toBe(200_000);
    expect(thresholdFor(SEEDED, 1999)).toBeNull();
  });

  it('reads dollars as typed into cents, and refuses what is not a positive amount', () => {
    expect(readDollars('2,000')).toBe(200_000);
    expect(readDollars(' $2,100.50 ')).toBe(210_050);
    expect(readDollars('0')).toBeNull();
    expect(readDollars('-5')).toBeNull();
    expect(readDollars('12.345')).toBeNull();
    expect(readDollars('two thousand')).toBeNull();
  });

  it('suggests the year after the latest row or the current year', () => {
    expect(nextYearToAdd(SEEDED, new Date(2026, 10, 28))).toBe(2027);
    expect(nextYearToAdd([...SEEDED, row(2030, 1)], new Date(2026, 10, 28))).toBe(2031);
  });
});
