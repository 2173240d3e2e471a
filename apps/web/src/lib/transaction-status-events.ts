/**
 * The wallet channel's USER_TRANSACTION_STATUS payloads, passed on to every
 * feature that follows one kind of them (purchases in the wallet, redemptions
 * in the redeem feature), since features do not import each other.
 */
type Listener = (payload: unknown) => void;

const listeners = new Set<Listener>();

export function publishTransactionStatus(payload: unknown): void {
  for (const listener of listeners) listener(payload);
}

export function subscribeTransactionStatus(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
