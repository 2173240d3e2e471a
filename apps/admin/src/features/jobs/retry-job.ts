import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJobItem } from '@app/contracts/jobs-admin';
import { apiRequest } from '../../lib/api-client';
import { JOBS_KEY } from './get-jobs';

/** POST /admin/jobs/:jobId/retry: one more attempt for a failed job. */
export function retryJob(jobId: string): Promise<{ job: TJobItem }> {
  return apiRequest<{ job: TJobItem }>(`/admin/jobs/${encodeURIComponent(jobId)}/retry`, {
    method: 'POST',
    body: {},
  });
}

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
