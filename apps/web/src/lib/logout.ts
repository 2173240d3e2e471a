import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from './api-client';
import { PATHS } from './paths';
import { clearStorage } from './storage';
import { notify } from './toast';

/** SPEC §4 Logout toast. */
export const LOGOUT_MESSAGE = 'You have successfully logged out.';

/** POST /user/logout: ends the session cookie on the server. */
export function logout(): Promise<{ message: string }> {
  return api.post<{ message: string }>('/user/logout');
}

/**
 * Logout from the header, the sidebar and the account page: the server ends
 * the session, then all local storage and cached server data go, and the
 * player lands on the lobby. A session the server already forgot (401) ends
 * the same way locally.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: (_data, error) => {
      clearStorage();
      queryClient.clear();
      if (!error) notify.success(LOGOUT_MESSAGE);
      void navigate(PATHS.home, { replace: true });
    },
  });
}
