import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TTrialBalance } from '@app/contracts/reconciliation';
import { apiRequest, buildUrl } from '../../lib/api-client';
import { RECONCILIATION_KEY } from './get-reconciliation-cases';

const PATH = '/admin/reconciliation/trial-balance';

/** GET /admin/reconciliation/trial-balance?day: the day's lines, each OK or off by its difference. */
export function useTrialBalance(day: string) {
  return useQuery({
    queryKey: [...RECONCILIATION_KEY, 'trial-balance', day],
    queryFn: ({ signal }) => apiRequest<TTrialBalance>(PATH, { query: { day }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The same trial balance as CSV (a plain link: the browser downloads it with the staff cookie). */
export const trialBalanceCsvUrl = (day: string) => buildUrl(PATH, { day, format: 'csv' });
