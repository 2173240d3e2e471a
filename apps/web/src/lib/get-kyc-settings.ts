import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TKycSettings } from '@app/contracts/kyc';
import { api } from './api-client';
import { selectIsSignedIn, useUiStore } from './ui-store';

/**
 * GET /kyc/get-kyc-setting (SPEC §3 KYC settings: checks, isManualKyc,
 * isGameAllow). Read by Play Now and by the KYC flow, so it lives in lib.
 */
export const kycSettingsQueryKey = ['kyc', 'settings'] as const;

export function getKycSettings(signal?: AbortSignal): Promise<TKycSettings> {
  return api.get<TKycSettings>('/kyc/get-kyc-setting', { signal });
}

export const kycSettingsQueryOptions = queryOptions({
  queryKey: kycSettingsQueryKey,
  queryFn: ({ signal }) => getKycSettings(signal),
  staleTime: 60_000,
  retry: false,
});

export function useKycSettings() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  return useQuery({ ...kycSettingsQueryOptions, enabled: isSignedIn });
}
