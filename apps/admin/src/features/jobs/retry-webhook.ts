import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TWebhookRetryResult } from '@app/contracts/jobs-admin';
import { apiRequest } from '../../lib/api-client';
import { JOBS_KEY } from './get-jobs';

/** POST /admin/webhooks/:eventId/retry: processes the event again (credited once at most). */
export function retryWebhook(eventId: number): Promise<TWebhookRetryResult> {
  return apiRequest<TWebhookRetryResult>(`/admin/webhooks/${eventId}/retry`, {
    method: 'POST',
    body: {},
  });
}

export function useRetryWebhook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryWebhook,
    onSettled: () => queryClient.invalidateQueries({ queryKey: JOBS_KEY }),
  });
}
