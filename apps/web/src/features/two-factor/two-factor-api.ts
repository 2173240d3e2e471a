import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TPlayerSession,
  TRecoveryCodes,
  TTwoFactorSetup,
  TTwoFactorStatus,
} from '@app/contracts/two-factor';
import { api } from '../../lib/api-client';

const STATUS_KEY = ['two-factor'] as const;
const SESSIONS_KEY = ['user-sessions'] as const;
type Message = { message: string };

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: STATUS_KEY,
    queryFn: () => api.get<TTwoFactorStatus>('/user/two-factor'),
  });
}

/** Enable, disable and regenerate change what the status says. */
function useStatusMutation<I, O>(mutationFn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STATUS_KEY }),
  });
}

export const useStartSetup = () =>
  useMutation({ mutationFn: () => api.post<TTwoFactorSetup>('/user/two-factor/setup') });

export const useEnableTwoFactor = () =>
  useStatusMutation((code: string) =>
    api.post<TRecoveryCodes>('/user/two-factor/enable', { code }),
  );

export const useDisableTwoFactor = () =>
  useStatusMutation((code: string) => api.post<Message>('/user/two-factor/disable', { code }));

export const useRegenerateRecoveryCodes = () =>
  useStatusMutation((code: string) =>
    api.post<TRecoveryCodes>('/user/two-factor/recovery-codes', { code }),
  );

/** A fresh code for this session (the step-up dialog). */
export const stepUp = (code: string) => api.post<Message>('/user/two-factor/step-up', { code });

export function useSessions() {
  return useQuery({
    queryKey: SESSIONS_KEY,
    queryFn: async () => (await api.get<{ sessions: TPlayerSession[] }>('/user/sessions')).sessions,
  });
}

function useSessionsMutation<I>(mutationFn: (input: I) => Promise<Message>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
  });
}

export const useSignOutOthers = () =>
  useSessionsMutation(() => api.post<Message>('/user/sessions/sign-out-others'));

export const useSignOutSession = () =>
  useSessionsMutation((sessionId: number) => api.delete<Message>(`/user/sessions/${sessionId}`));
