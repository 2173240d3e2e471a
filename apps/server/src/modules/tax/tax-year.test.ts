import { describe, expect, it } from 'vitest';
import { taxYearBounds, taxYearOf } from './tax-year';

describe('the tax year (US Eastern calendar year)', () => {
  it('starts at 1 January 00:00 Eastern, which is 05:00 UTC (standard time)', () => {
    expect(taxYearBounds(2026)).toEqual({
      from: new Date('2026-01-01T05:00:00.000Z'),
      to: new Date('2027-01-01T05:00:00.000Z'),
    });
    expect(taxYearBounds(2025).to).toEqual(taxYearBounds(2026).from);
  });

  it('counts a payment at 2026-01-01T03:00Z (10 pm on 31 December in New York) in 2025', () => {
    expect(taxYearOf(new Date('2026-01-01T03:00:00Z'))).toBe(2025);
    expect(taxYearOf(new Date('2026-01-01T04:59:59.999Z'))).toBe(2025);
    expect(taxYearOf(new Date('2026-01-01T05:00:00Z'))).toBe(2026);
    expect(taxYearOf(new Date('2026-12-31T23:30:00Z'))).toBe(2026);
  });

  it('keeps summer instants (daylight time, UTC-4) in their year', () => {
    expect(taxYearOf(new Date('2026-07-04T03:59:00Z'))).toBe(2026);
    expect(taxYearOf(new Date('2026-03-08T07:30:00Z'))).toBe(2026);
  });

  it('gives every year of the table a year-long window', () => {
    for (let year = 2000; year <= 2100; year += 1) {
      const { from, to } = taxYearBounds(year);
      expect(taxYearOf(from)).toBe(year);
      expect(taxYearOf(new Date(from.getTime() - 1))).toBe(year - 1);
      expect(taxYearOf(new Date(to.getTime() - 1))).toBe(year);
    }
  });
});
