import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPhoneVerifyRequest } from '@app/contracts/user-validation';
import { api } from '../../../lib/api-client';
import { setProfileData } from '../../../lib/get-profile';
import { STORAGE_KEYS, writeItem } from '../../../lib/storage';
import type { User } from '../../../lib/user';

interface VerifyPhoneCodeAnswer {
  readonly message: string;
  readonly user: User;
}

/** POST /user/phone {code, phone, otp}: 'Phone number verified successfully' and the user. */
export function verifyPhoneCode(payload: TPhoneVerifyRequest): Promise<VerifyPhoneCodeAnswer> {
  return api.post<VerifyPhoneCodeAnswer>('/user/phone', payload);
}

/** SPEC §4 Phone verification: on success the profile is refreshed. */
export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: ({ user }) => {
      setProfileData(queryClient, user);
      writeItem(STORAGE_KEYS.phoneVerified, String(user.phoneVerified));
    },
  });
}
