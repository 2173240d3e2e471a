import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLimitChangeResponse, TSetLimitRequest } from '@app/contracts/responsible-gambling';
import { api } from '../../../lib/api-client';
import { limitsQueryKey } from './get-limits';

/** POST /responsible-gambling/responsible-gambling-setting: lower applies now, higher in 24 hours. */
export function setLimit(payload: TSetLimitRequest) {
  return api.post<TLimitChangeResponse>(
    '/responsible-gambling/responsible-gambling-setting',
    payload,
  );
}

export function useSetLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: limitsQueryKey }),
  });
}
