import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TConsentAccept, TPendingConsent } from '@app/contracts/content-pages';
import { api } from '../../../lib/api-client';

export const termsConsentQueryKey = ['user', 'terms-consent'] as const;

/** GET /user/terms-consent: the changed terms the player must accept before playing again. */
export async function getPendingConsent(signal?: AbortSignal): Promise<TPendingConsent[]> {
  const { pending } = await api.get<{ pending: TPendingConsent[] }>('/user/terms-consent', {
    signal,
  });
  return pending;
}

export const termsConsentQueryOptions = () =>
  queryOptions({
    queryKey: termsConsentQueryKey,
    queryFn: ({ signal }) => getPendingConsent(signal),
  });

export function usePendingConsent() {
  return useQuery(termsConsentQueryOptions());
}

/** POST /user/terms-consent: accepts one page's version; answers what is left. */
export function useAcceptTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TConsentAccept) =>
      (await api.post<{ pending: TPendingConsent[] }>('/user/terms-consent', input)).pending,
    onSuccess: (pending) => queryClient.setQueryData(termsConsentQueryKey, pending),
  });
}
