import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * POST /account-safety/reopen {email, password (base64)}: after a self-exclusion ended, asks to
 * reopen the account; it reopens 24 hours later (decision 038).
 */
export function requestReopen(payload: {
  email: string;
  password: string;
}): Promise<{ reopensAt: string }> {
  return api.post<{ reopensAt: string }>('/account-safety/reopen', payload);
}

export function useRequestReopen() {
  return useMutation({ mutationFn: requestReopen });
}
