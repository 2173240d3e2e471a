import { useMutation } from '@tanstack/react-query';
import type { TPhoneSendRequest } from '@app/contracts/user-validation';
import { api } from '../../../lib/api-client';

/** POST /user/phoneVerify {code, phone}: texts a one-time code ('Verification code sent successfully'). */
export function sendPhoneCode(payload: TPhoneSendRequest): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user/phoneVerify', payload);
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}
