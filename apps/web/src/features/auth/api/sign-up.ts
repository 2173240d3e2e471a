import { useMutation } from '@tanstack/react-query';
import type { TSignUpRequestInput } from '@app/contracts/user-validation';
import { api } from '../../../lib/api-client';

interface SignUpAnswer {
  readonly message: string;
  readonly user: { readonly userId: number; readonly username: string; readonly email: string };
}

/** POST /user/sign-up: creates the account; the player is not signed in until the email is verified. */
export function signUp(payload: TSignUpRequestInput): Promise<SignUpAnswer> {
  return api.post<SignUpAnswer>('/user/sign-up', payload);
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
