import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLimitChangeResponse, TLimitKey } from '@app/contracts/responsible-gambling';
import { api } from '../../../lib/api-client';
import { limitsQueryKey } from './get-limits';

/** PUT /responsible-gambling/cancel-responsible-setting: the waiting raise or removal is dropped. */
export function cancelLimitChange(key: TLimitKey) {
  return api.put<TLimitChangeResponse>('/responsible-gambling/cancel-responsible-setting', key);
}

export function useCancelLimitChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLimitChange,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
  });
}
