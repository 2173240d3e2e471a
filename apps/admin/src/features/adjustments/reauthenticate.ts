import { useMutation } from '@tanstack/react-query';
import type { TStaffReauthRequest } from '@app/contracts/staff-auth';
import { apiRequest } from '../../lib/api-client';

/** POST /staff/auth/reauth: password and code again, for the next few minutes of sensitive actions. */
export function reauthenticate(request: TStaffReauthRequest): Promise<unknown> {
  return apiRequest<unknown>('/staff/auth/reauth', { method: 'POST', body: request });
}

export function useReauthenticate() {
  return useMutation({ mutationFn: reauthenticate });
}
