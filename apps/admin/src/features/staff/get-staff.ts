import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TStaffListPage, TStaffListQuery } from '@app/contracts/staff-admin';
import { apiRequest } from '../../lib/api-client';

export const staffListKey = (query: TStaffListQuery) => ['staff', 'list', query] as const;

/** GET /admin/staff: one page, sorted and filtered by the server. */
export function getStaff(query: TStaffListQuery, signal?: AbortSignal): Promise<TStaffListPage> {
  return apiRequest<TStaffListPage>('/admin/staff', { query: { ...query }, signal });
}

export function useStaffList(query: TStaffListQuery) {
  return useQuery({
    queryKey: staffListKey(query),
    queryFn: ({ signal }) => getStaff(query, signal),
    placeholderData: keepPreviousData,
  });
}
