import type { QueryClient } from '@tanstack/react-query';
import { endSessionLocally } from '../../lib/api-client';
import { profileQueryKey } from '../../lib/get-profile';
import { refreshMoneyDependents } from '../../lib/money-events';
import type { SessionSocketHandlers } from '../../lib/socket-client';
import { rememberSessionEndReason } from '../../lib/session-end-reason';
import { wasPurchaseReported } from '../../lib/reported-purchases';
import { notify } from '../../lib/toast';
import { publishTransactionStatus } from '../../lib/transaction-status-events';
import type { User } from '../../lib/user';
import { transactionsQueryKeys } from './api/get-transactions';
import { applyWalletBalance, creditedCoins, readWalletBalanceEvent } from './balance-event';
import { readTransactionStatus } from './transaction-status';
import { showTransactionStatus } from './transaction-status-store';
import { announceCredits } from './wallet-credit-store';

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

/**
 * A money event: a purchase completed or failed, a redemption requested, decided, paid or
 * returned. What depends on it (the player's purchase state, balances, saved banks, lists) is
 * read again here, for every screen, before any feature reacts to it.
 */
function onTransactionStatus(queryClient: QueryClient, payload: unknown): void {
  void refreshMoneyDependents(queryClient);
  // Other features follow their own kinds of status (a redemption moving through its states).
  publishTransactionStatus(payload);
  const view = readTransactionStatus(payload);
  // The thank-you page already said how this purchase went (the live status came after it).
  const referenceId = (payload as { referenceId?: unknown } | null)?.referenceId;
  if (view && !wasPurchaseReported(referenceId)) showTransactionStatus(view);
}

/**
 * What a signed-in player's page does with each live event (SPEC §4 Wallet live events): the
 * balance and its movements, the insufficient-balance toast, a payment's status, and the end of
 * the session (this tab signs out at once and says why after the reload).
 */
export function walletEventHandlers(queryClient: QueryClient): SessionSocketHandlers {
  return {
    onWalletBalance: (payload) => onWalletBalance(queryClient, payload),
    onInsufficientBalance,
    onTransactionStatus: (payload) => onTransactionStatus(queryClient, payload),
    onSessionEnded: (payload) => {
      rememberSessionEndReason((payload as { data?: { reason?: unknown } } | null)?.data?.reason);
      endSessionLocally();
    },
  };
}
