import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TLoginTwoFactorRequest } from '@app/contracts/two-factor';
import type { TLoginRequest } from '@app/contracts/user-validation';
import { api } from '../../../lib/api-client';
import type { User } from '../../../lib/user';
import { completeSignIn } from '../complete-sign-in';
import type { LoginAnswer } from './login';

/**
 * POST /user/login/redeem-only (decision 038): a player on a break or self-excluded signs in
 * only to redeem their SC. The server answers the user (sessionScope 'redeem') or, with
 * two-factor sign-in on, the challenge for the code.
 */
export function redeemOnlyLogin(payload: TLoginRequest): Promise<LoginAnswer> {
  return api.post<LoginAnswer>('/user/login/redeem-only', payload);
}

export function useRedeemOnlyLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemOnlyLogin,
    onSuccess: (answer) => {
      if ('user' in answer) completeSignIn(queryClient, answer.user);
    },
  });
}

/** POST /user/login/redeem-only/two-factor: the code of a redeem-only sign-in. */
export function useRedeemOnlyLoginWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: TLoginTwoFactorRequest) =>
      api.post<{ user: User }>('/user/login/redeem-only/two-factor', payload),
    onSuccess: ({ user }) => completeSignIn(queryClient, user),
  });
}
