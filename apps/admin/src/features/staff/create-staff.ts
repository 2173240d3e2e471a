import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TStaffCreated, TStaffCreateRequest } from '@app/contracts/staff-admin';
import { apiRequest } from '../../lib/api-client';

/** POST /admin/staff: answers the new member and their temporary password (shown once). */
export function createStaff(request: TStaffCreateRequest): Promise<TStaffCreated> {
  return apiRequest<TStaffCreated>('/admin/staff', { method: 'POST', body: request });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['staff', 'list'] }),
  });
}
