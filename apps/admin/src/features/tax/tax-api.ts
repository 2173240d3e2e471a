import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TTaxReportRow } from '@app/contracts/redemptions-admin';
import { apiRequest, buildUrl } from '../../lib/api-client';

const REPORT_PATH = '/admin/tax/threshold-report';

/** GET /admin/tax/threshold-report?year: players whose redemptions reached the threshold. */
export function useTaxReport(year: number) {
  return useQuery({
    queryKey: ['tax-report', year],
    queryFn: ({ signal }) => apiRequest<TTaxReportRow[]>(REPORT_PATH, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same report as CSV (a plain link: the browser downloads it with the staff cookie). */
export const taxReportCsvUrl = (year: number) => buildUrl(REPORT_PATH, { year, format: 'csv' });
