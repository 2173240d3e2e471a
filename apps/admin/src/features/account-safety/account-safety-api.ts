import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPlayerSafety,
  TRegisterRow,
  TRegisterSearchQuery,
  TStaffExcludeRequest,
} from '@app/contracts/account-safety';
import { apiRequest } from '../../lib/api-client';

export const safetyKeys = {
  player: (userId: number) => ['account-safety', userId] as const,
  register: (query: TRegisterSearchQuery) => ['exclusion-register', query] as const,
};

/** GET /admin/players/:userId/account-safety */
export function usePlayerSafety(userId: number, enabled = true) {
  return useQuery({
    queryKey: safetyKeys.player(userId),
    enabled,
    queryFn: ({ signal }) =>
      apiRequest<TPlayerSafety>(`/admin/players/${userId}/account-safety`, { signal }),
  });
}

/** POST /admin/players/:userId/self-exclusion (re-authentication asked when due). */
export function useExcludePlayer(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TStaffExcludeRequest) =>
      apiRequest(`/admin/players/${userId}/self-exclusion`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: safetyKeys.player(userId) }),
  });
}

/** GET /admin/exclusion-register?email=|phone=|ssn= */
export function useRegisterSearch(query: TRegisterSearchQuery | null) {
  return useQuery({
    queryKey: safetyKeys.register(query ?? {}),
    enabled: query !== null,
    queryFn: ({ signal }) =>
      apiRequest<{ rows: TRegisterRow[] }>('/admin/exclusion-register', {
        query: { ...query },
        signal,
      }),
  });
}
