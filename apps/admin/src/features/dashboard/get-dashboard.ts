import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TDashboard, TDashboardRange } from '@app/contracts/dashboard';
import { apiRequest } from '../../lib/api-client';

export const dashboardKey = (range: TDashboardRange) => ['dashboard', range] as const;

/** GET /admin/dashboard: the range's figures by day and the figures of this moment. */
export function getDashboard(range: TDashboardRange, signal?: AbortSignal): Promise<TDashboard> {
  return apiRequest<TDashboard>('/admin/dashboard', { query: { range }, signal });
}

/** Refreshed every minute while the screen is open (the roll-up job's period). */
export function useDashboard(range: TDashboardRange) {
  return useQuery({
    queryKey: dashboardKey(range),
    queryFn: ({ signal }) => getDashboard(range, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
