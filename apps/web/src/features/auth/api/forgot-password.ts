import { useMutation } from '@tanstack/react-query';
import type { TForgotPasswordRequest } from '@app/contracts/user-validation';
import { api } from '../../../lib/api-client';

/** POST /user/forgetPassword: emails a reset link ('Reset password link sent'). */
export function forgotPassword(payload: TForgotPasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user/forgetPassword', payload);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
