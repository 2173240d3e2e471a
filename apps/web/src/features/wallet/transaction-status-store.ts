import { useSyncExternalStore } from 'react';
import { openModal } from '../../lib/ui-store';
import type { TransactionStatusView } from './transaction-status';

type Listener = () => void;

let current: TransactionStatusView | null = null;
const listeners = new Set<Listener>();

/** Opens the transaction-status modal with `view` (the latest status wins). */
export function showTransactionStatus(view: TransactionStatusView): void {
  current = view;
  for (const listener of listeners) listener();
  openModal('transactionStatus');
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useTransactionStatus(): TransactionStatusView | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
