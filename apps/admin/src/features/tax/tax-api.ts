import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TTaxReport } from '@app/contracts/redemptions-admin';
import type { TTaxThreshold, TTaxThresholdChange, TTaxThresholdList } from '@app/contracts/tax';
import { apiRequest, buildUrl } from '../../lib/api-client';

const REPORT_PATH = '/admin/tax/threshold-report';
const THRESHOLDS_PATH = '/admin/tax/thresholds';

const REPORT = ['tax-report'] as const;
const THRESHOLDS = ['tax-thresholds'] as const;

/**
 * GET /admin/tax/threshold-report?year: the threshold the year applies and the players whose
 * redemptions reached it.
 */
export function useTaxReport(year: number) {
  return useQuery({
    queryKey: [...REPORT, year],
    queryFn: ({ signal }) => apiRequest<TTaxReport>(REPORT_PATH, { query: { year }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same report as CSV (a plain link: the browser downloads it with the staff cookie). */
export const taxReportCsvUrl = (year: number) => buildUrl(REPORT_PATH, { year, format: 'csv' });

/** GET /admin/tax/thresholds: the years that have their own threshold, oldest first. */
export function useTaxThresholds() {
  return useQuery({
    queryKey: THRESHOLDS,
    queryFn: async ({ signal }) =>
      (await apiRequest<TTaxThresholdList>(THRESHOLDS_PATH, { signal })).rows,
  });
}

/**
 * PUT /admin/tax/thresholds/:taxYear (tax.thresholds.write, re-authentication, audited). The
 * thresholds and every year's report change with it.
 */
export function useSetTaxThreshold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ taxYear, change }: { taxYear: number; change: TTaxThresholdChange }) =>
      apiRequest<TTaxThreshold>(`${THRESHOLDS_PATH}/${taxYear}`, { method: 'PUT', body: change }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: THRESHOLDS });
      await queryClient.invalidateQueries({ queryKey: REPORT });
    },
  });
}
