import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useProfile } from '../../lib/get-profile';
import type { SessionSockets } from '../../lib/socket-client';
import { selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import { clearCredits } from './wallet-credit-store';

/**
 * SPEC §4 Session: while a user is loaded the wallet and live-winner
 * channels are connected; when the user is gone (logout, expired session)
 * they are disconnected. The socket code, and what the page does with its
 * events, load only for signed-in players.
 */
export function WalletSession() {
  const queryClient = useQueryClient();
  const isSignedIn = useUiStore(selectIsSignedIn);
  const { data: user } = useProfile();
  const userId = isSignedIn && user ? user.userId : null;

  useEffect(() => {
    if (userId === null) return;
    let sockets: SessionSockets | null = null;
    let ended = false;
    Promise.all([import('../../lib/socket-client'), import('./wallet-events')]).then(
      ([{ openSessionSockets }, { walletEventHandlers }]) => {
        if (ended) return;
        sockets = openSessionSockets(walletEventHandlers(queryClient));
      },
      (error: unknown) => console.warn('live updates are unavailable:', error),
    );
    return () => {
      ended = true;
      sockets?.close();
      clearCredits();
    };
  }, [userId, queryClient]);

  return null;
}
