import { useQuery } from '@tanstack/react-query';
import { roleCan, type Permission } from '@app/contracts/staff-permissions';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { apiRequest } from './api-client';

/** The signed-in member; sign-in writes it, sign-out and 4003 clear it. */
export const STAFF_SESSION_KEY = ['staff-session'] as const;

export async function getStaffSession(signal?: AbortSignal): Promise<TStaffMember> {
  const data = await apiRequest<{ staff: TStaffMember }>('/staff/auth/me', { signal });
  return data.staff;
}

export function useStaffSession() {
  return useQuery({
    queryKey: STAFF_SESSION_KEY,
    queryFn: ({ signal }) => getStaffSession(signal),
    retry: false,
    staleTime: Infinity,
  });
}

/** Whether the signed-in member's role has a permission: controls it lacks are not shown. */
export function useCan(permission: Permission): boolean {
  const { data } = useStaffSession();
  return data ? roleCan(data.role, permission) : false;
}
