import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { endSessionLocally } from '../../lib/api-client';
import { profileQueryKey, useProfile } from '../../lib/get-profile';
import type { SessionSockets } from '../../lib/socket-client';
import { rememberSessionEndReason } from '../../lib/session-end-reason';
import { notify } from '../../lib/toast';
import { publishTransactionStatus } from '../../lib/transaction-status-events';
import { selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import type { User } from '../../lib/user';
import { transactionsQueryKeys } from './api/get-transactions';
import { applyWalletBalance, creditedCoins, readWalletBalanceEvent } from './balance-event';
import { readTransactionStatus } from './transaction-status';
import { showTransactionStatus } from './transaction-status-store';
import { announceCredits, clearCredits } from './wallet-credit-store';

/** SPEC §4 Wallet live events: the insufficient-balance toast. */
export const INSUFFICIENT_BALANCE_MESSAGE = 'You do not have sufficient coins';

function onWalletBalance(queryClient: QueryClient, payload: unknown): void {
  const event = readWalletBalanceEvent(payload);
  if (!event) return;
  const before = queryClient.getQueryData<User>(profileQueryKey);
  if (before) {
    announceCredits(creditedCoins(before.userWallet, event));
    queryClient.setQueryData<User>(profileQueryKey, applyWalletBalance(before, event));
  }
  // Every committed balance change is a new row of the player's movements.
  void queryClient.invalidateQueries({ queryKey: transactionsQueryKeys.all });
}

function onInsufficientBalance(payload: unknown): void {
  const data = (payload as { data?: { insufficientBalance?: unknown } } | null)?.data;
  if (data?.insufficientBalance === true) notify.error(INSUFFICIENT_BALANCE_MESSAGE);
}

function onTransactionStatus(payload: unknown): void {
  // Other features follow their own kinds of status (a redemption moving through its states).
  publishTransactionStatus(payload);
  const view = readTransactionStatus(payload);
  if (view) showTransactionStatus(view);
}

/**
 * SPEC §4 Session: while a user is loaded the wallet and live-winner
 * channels are connected; when the user is gone (logout, expired session)
 * they are disconnected. The socket code loads only for signed-in players.
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
    import('../../lib/socket-client').then(
      ({ openSessionSockets }) => {
        if (ended) return;
        sockets = openSessionSockets({
          onWalletBalance: (payload) => onWalletBalance(queryClient, payload),
          onInsufficientBalance,
          onTransactionStatus,
          onSessionEnded: (payload) => {
            rememberSessionEndReason(
              (payload as { data?: { reason?: unknown } } | null)?.data?.reason,
            );
            endSessionLocally();
          },
        });
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
