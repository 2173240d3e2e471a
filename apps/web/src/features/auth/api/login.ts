import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginTwoFactorChallenge, TLoginTwoFactorRequest } from '@app/contracts/two-factor';
import type { TLoginRequest } from '@app/contracts/user-validation';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/user';
import { completeSignIn } from '../complete-sign-in';

interface SignedIn {
  readonly user: User;
}

/** The user, or (two-factor sign-in on) the challenge to answer with a code. */
export type LoginAnswer = SignedIn | TLoginTwoFactorChallenge;

/** POST /user/login: the server sets the session cookie and answers the user, or asks for a code. */
export function login(payload: TLoginRequest): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/user/login', payload);
}

/** Logs in and stores the player (SPEC §4 Login success); the dialog adds the toast. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (answer) => {
      if ('user' in answer) completeSignIn(queryClient, answer.user);
    },
  });
}

/** POST /user/login/two-factor: the code of a login challenge; then as a login. */
export function useLoginWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TLoginTwoFactorRequest) =>
      api.post<SignedIn>('/user/login/two-factor', payload),
    onSuccess: ({ user }) => completeSignIn(queryClient, user),
  });
}
