import { useMutation } from '@tanstack/react-query';
import type { TVerifyForgotPasswordRequest } from '@app/contracts/user-validation';
import { api } from '../../../lib/api-client';

/** POST /user/verifyForgetPassword: the link's token (newPasswordKey) and the new password (base64). */
export function resetPassword(payload: TVerifyForgotPasswordRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user/verifyForgetPassword', payload);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
