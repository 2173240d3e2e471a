import { useMutation } from '@tanstack/react-query';
import type { TChangePasswordRequest } from '@app/contracts/user-validation';
import { api } from '../../../lib/api-client';

/** PUT /user/changePassword {password, newPassword} (both base64); other sessions end. */
export function changePassword(payload: TChangePasswordRequest): Promise<{ message: string }> {
  return api.put<{ message: string }>('/user/changePassword', payload);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
