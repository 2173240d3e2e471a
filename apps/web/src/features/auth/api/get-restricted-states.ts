import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TRestrictedStates } from '@app/contracts/jurisdictions';
import { api } from '../../../lib/api-client';

export const restrictedStatesQueryKey = ['jurisdictions', 'restricted'] as const;

/** GET /jurisdictions/restricted: where sweepstakes play is not offered today (decision 050). */
export function getRestrictedStates(signal?: AbortSignal): Promise<TRestrictedStates['data']> {
  return api.get<TRestrictedStates['data']>('/jurisdictions/restricted', { signal });
}

export function useRestrictedStates() {
  return useQuery(
    queryOptions({
      queryKey: restrictedStatesQueryKey,
      queryFn: ({ signal }) => getRestrictedStates(signal),
      // Compliance changes the table rarely; a session's dialogs read it once.
      staleTime: 10 * 60_000,
    }),
  );
}
