import { describe, expect, it } from 'vitest';
import { buildUrl } from '../../lib/api-client';
import { taxReportCsvUrl } from './tax-api';
import { reportYears } from './tax-years';

describe('reportYears', () => {
  it('starts with the current year (the default) and goes back to 2024', () => {
    expect(reportYears(new Date(2026, 5, 1))).toEqual([2026, 2025, 2024]);
    expect(reportYears(new Date(2024, 0, 1))).toEqual([2024]);
  });
});

describe('taxReportCsvUrl', () => {
  it('asks the report route for the year as CSV', () => {
    expect(taxReportCsvUrl(2026)).toBe('/api/v1/admin/tax/threshold-report?year=2026&format=csv');
    expect(taxReportCsvUrl(2026)).toBe(
      buildUrl('/admin/tax/threshold-report', { year: 2026, format: 'csv' }),
    );
  });
});
