import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /user/resendVerifyEmail: a new verification link ('Verification mail has been sent successfully'). */
export function resendVerifyEmail(email: string): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user/resendVerifyEmail', { email });
}

export function useResendVerifyEmail() {
  return useMutation({ mutationFn: resendVerifyEmail });
}
