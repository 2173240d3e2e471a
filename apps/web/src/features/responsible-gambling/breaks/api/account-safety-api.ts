import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAccountSafety,
  TCloseAccountRequest,
  TExclusionPeriod,
  TPlaySession,
  TRealityCheckMinutes,
  TRestriction,
} from '@app/contracts/account-safety';
import { api } from '../../../../lib/api-client';

export const accountSafetyQueryKey = ['account-safety'] as const;

/** GET /account-safety: the reality-check setting. */
export function getAccountSafety(): Promise<TAccountSafety> {
  return api.get<TAccountSafety>('/account-safety');
}

export function useAccountSafety(enabled = true) {
  return useQuery({ queryKey: accountSafetyQueryKey, queryFn: getAccountSafety, enabled });
}

/** GET /account-safety/play-session: this sign-in's time and net result per coin. */
export function getPlaySession(): Promise<TPlaySession> {
  return api.get<TPlaySession>('/account-safety/play-session');
}

/** PUT /account-safety/reality-check */
export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (intervalMinutes: TRealityCheckMinutes | null) =>
      api.put<TAccountSafety>('/account-safety/reality-check', { intervalMinutes }),
    onSuccess: (data) => queryClient.setQueryData(accountSafetyQueryKey, data),
  });
}

/** POST /account-safety/break: every session ends. */
export function useTakeBreak() {
  return useMutation({
    mutationFn: (days: number) => api.post<TRestriction>('/account-safety/break', { days }),
  });
}

/** POST /account-safety/self-exclusion: every session ends; cannot be undone early. */
export function useSelfExclude() {
  return useMutation({
    mutationFn: (period: TExclusionPeriod) =>
      api.post<TRestriction>('/account-safety/self-exclusion', { period, confirm: true }),
  });
}

/** POST /account-safety/close: every session ends; login then answers 3082. */
export function useCloseAccount() {
  return useMutation({
    mutationFn: (body: TCloseAccountRequest) =>
      api.post<{ message: string }>('/account-safety/close', body),
  });
}
