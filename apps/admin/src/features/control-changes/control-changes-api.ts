import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ControlChangeStatus, TControlChange } from '@app/contracts/dual-control';
import { apiRequest } from '../../lib/api-client';

const CHANGES = ['control-changes'] as const;

/** GET /admin/control-changes: proposed changes of money controls, newest first. */
export function useControlChanges(status: ControlChangeStatus | undefined) {
  return useQuery({
    queryKey: [...CHANGES, status ?? 'all'],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ rows: TControlChange[] }>('/admin/control-changes', {
          signal,
          query: status ? { status } : {},
        })
      ).rows,
  });
}

/** Approve (re-authentication) or reject (with a comment) another admin's change. */
export function useDecideControlChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      changeId,
      decision,
      comment,
    }: {
      changeId: number;
      decision: 'approve' | 'reject';
      comment: string;
    }) =>
      apiRequest<TControlChange>(`/admin/control-changes/${changeId}/${decision}`, {
        method: 'POST',
        body: comment ? { comment } : {},
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANGES }),
  });
}
