import { useQuery } from '@tanstack/react-query';
import type { TLimitsResponse } from '@app/contracts/responsible-gambling';
import { api } from '../../../lib/api-client';

/** GET /responsible-gambling/responsible-gambling-setting: the limits and their waiting changes. */
export const limitsQueryKey = ['responsible-gambling', 'limits'] as const;

export function useLimits() {
  return useQuery({
    queryKey: limitsQueryKey,
    queryFn: ({ signal }) =>
      api.get<TLimitsResponse>('/responsible-gambling/responsible-gambling-setting', { signal }),
  });
}
