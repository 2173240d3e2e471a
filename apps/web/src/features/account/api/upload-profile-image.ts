import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';
import type { User } from '../../../lib/user';

interface UploadProfileImageAnswer {
  readonly message?: string;
  readonly profileImage: string;
}

/** POST /user/upload-image, multipart field `file` (PNG or JPEG, at most 2 MB). */
export function uploadProfileImage(file: File): Promise<UploadProfileImageAnswer> {
  const body = new FormData();
  body.append('file', file);
  return api.post<UploadProfileImageAnswer>('/user/upload-image', body);
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: ({ profileImage }) => {
      queryClient.setQueryData<User>(profileQueryKey, (user) =>
        user ? { ...user, profileImage } : user,
      );
    },
  });
}
