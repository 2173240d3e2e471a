import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../lib/api-client';

/** Ends the staff session on the server, forgets everything cached, and returns to sign-in. */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useMutation({
    mutationFn: () => apiRequest<unknown>('/staff/auth/logout', { method: 'POST' }),
    onSettled: () => {
      queryClient.clear();
      void navigate('/sign-in', { replace: true });
    },
  });
  return (
    <button
      type="button"
      className="button-quiet"
      onClick={() => signOut.mutate()}
      disabled={signOut.isPending}
    >
      Sign out
    </button>
  );
}
