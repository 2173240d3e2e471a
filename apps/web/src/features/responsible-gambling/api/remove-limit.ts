import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLimitChangeResponse, TLimitKey } from '@app/contracts/responsible-gambling';
import { api } from '../../../lib/api-client';
import { limitsQueryKey } from './get-limits';

/** PUT /responsible-gambling/remove-responsible-setting: the limit goes after 24 hours. */
export function removeLimit(key: TLimitKey) {
  return api.put<TLimitChangeResponse>('/responsible-gambling/remove-responsible-setting', key);
}

export function useRemoveLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
  });
}
