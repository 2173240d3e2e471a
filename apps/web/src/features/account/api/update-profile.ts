import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TUpdateProfileRequestInput } from '@app/contracts/user-validation';
import { api } from '../../../lib/api-client';
import { setProfileData } from '../../../lib/get-profile';
import type { User } from '../../../lib/user';

interface UpdateProfileAnswer {
  readonly message: string;
  readonly user: User;
}

/** PUT /user/profile: 'Profile updated successfully.' and the saved user. */
export function updateProfile(payload: TUpdateProfileRequestInput): Promise<UpdateProfileAnswer> {
  return api.put<UpdateProfileAnswer>('/user/profile', payload);
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ user }) => setProfileData(queryClient, user),
  });
}
