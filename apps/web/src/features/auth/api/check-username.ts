import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

interface UsernameCheckAnswer {
  readonly user: { readonly isUserNameExist: boolean };
}

/** GET /user/sign-up?userName= : true when the username is taken (SPEC §4 Sign-up). */
export async function checkUsernameTaken(userName: string): Promise<boolean> {
  const data = await api.get<UsernameCheckAnswer>('/user/sign-up', { query: { userName } });
  return data.user.isUserNameExist;
}

/** Asked on submit of sign-up step 1, never cached: a name can be taken a second later. */
export function useCheckUsernameTaken() {
  return useMutation({ mutationFn: checkUsernameTaken });
}
