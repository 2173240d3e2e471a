import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TMyJurisdiction } from '@app/contracts/jurisdictions';
import { api } from './api-client';
import { selectIsSignedIn, useUiStore } from './ui-store';

export type MyJurisdiction = TMyJurisdiction['data'];

/**
 * GET /jurisdictions/mine (decision 050): what the signed-in player may do from their address and
 * where they connect from, so a screen says it before the player tries (the store before checkout).
 */
export const myJurisdictionQueryOptions = queryOptions({
  queryKey: ['jurisdictions', 'mine'] as const,
  queryFn: ({ signal }) => api.get<MyJurisdiction>('/jurisdictions/mine', { signal }),
  staleTime: 30_000,
});

export function useMyJurisdiction() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  return useQuery({ ...myJurisdictionQueryOptions, enabled: isSignedIn });
}
