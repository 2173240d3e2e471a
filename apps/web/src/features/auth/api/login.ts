import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginRequest } from '@app/contracts/user-validation';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/user';
import { completeSignIn } from '../complete-sign-in';

interface LoginAnswer {
  readonly user: User;
}

/** POST /user/login: the server sets the session cookie and answers the user. */
export function login(payload: TLoginRequest): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/user/login', payload);
}

/** Logs in and stores the player (SPEC §4 Login success); the dialog adds the toast. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user }) => completeSignIn(queryClient, user),
  });
}
