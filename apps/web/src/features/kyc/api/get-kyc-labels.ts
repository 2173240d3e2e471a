import { useQuery } from '@tanstack/react-query';
import type { TKycLabel } from '@app/contracts/kyc';
import { api } from '../../../lib/api-client';

export const kycLabelsQueryKey = ['kyc', 'labels'] as const;

/** GET /kyc/get-labels: the active document types, each with the player's uploads. */
export function getKycLabels(signal?: AbortSignal): Promise<TKycLabel[]> {
  return api.get<TKycLabel[]>('/kyc/get-labels', { signal });
}

export function useKycLabels() {
  return useQuery({
    queryKey: kycLabelsQueryKey,
    queryFn: ({ signal }) => getKycLabels(signal),
    staleTime: 0,
  });
}
