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

/**
 * What the session may do: 'full', or 'redeem' for a player on a break or self-excluded who
 * signs in only to redeem their SC (decision 038; the answer's user has sessionScope 'redeem').
 */
export type LoginScope = 'full' | 'redeem';

const LOGIN_PATHS: Record<LoginScope, string> = {
  full: '/user/login',
  redeem: '/user/login/redeem-only',
};

/**
 * POST /user/login (or /user/login/redeem-only): the server sets the session cookie and answers
 * the user, or asks for a code.
 */
export function login(payload: TLoginRequest, scope: LoginScope = 'full'): Promise<LoginAnswer> {
  return api.post<LoginAnswer>(LOGIN_PATHS[scope], payload);
}

/** Logs in and stores the player (SPEC §4 Login success); the dialog adds the toast. */
export function useLogin(scope: LoginScope = 'full') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TLoginRequest) => login(payload, scope),
    onSuccess: (answer) => {
      if ('user' in answer) completeSignIn(queryClient, answer.user);
    },
  });
}

/** POST …/two-factor: the code of a login challenge of that scope; then as a login. */
export function useLoginWithCode(scope: LoginScope = 'full') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TLoginTwoFactorRequest) =>
      api.post<SignedIn>(`${LOGIN_PATHS[scope]}/two-factor`, payload),
    onSuccess: ({ user }) => completeSignIn(queryClient, user),
  });
}
