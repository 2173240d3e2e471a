import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/user';
import { completeSignIn } from '../complete-sign-in';

interface VerifyEmailAnswer {
  readonly message: string;
  readonly user: User;
}

/**
 * POST /user/verifyEmail {token}: marks the email verified and signs the
 * player in (the server sets the session cookie). POST rather than GET so a
 * link scanner's prefetch of the API cannot spend the one-time token.
 */
export function verifyEmail(token: string): Promise<VerifyEmailAnswer> {
  return api.post<VerifyEmailAnswer>('/user/verifyEmail', { token });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ user }) => completeSignIn(queryClient, user),
  });
}
