import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /user/phone: a new code to the number of the last request ('Resend Otp'). */
export function resendPhoneCode(): Promise<{ message: string }> {
  return api.get<{ message: string }>('/user/phone');
}

export function useResendPhoneCode() {
  return useMutation({ mutationFn: resendPhoneCode });
}
