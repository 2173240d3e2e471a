import { useSyncExternalStore } from 'react';
import { WALLET_CREDIT_ANIMATION_MS } from '@app/contracts/constants';
import type { CoinType } from '../../lib/ui-store';
import type { CoinCredit } from './balance-event';

/** A credit being celebrated on screen; `id` tells two credits of one coin apart. */
export interface WalletCredit extends CoinCredit {
  readonly id: number;
}

type Listener = () => void;

let nextId = 1;
const credits = new Map<CoinType, WalletCredit>();
const listeners = new Set<Listener>();

const notify = (): void => {
  for (const listener of listeners) listener();
};

/**
 * Marks balances a credit raised; each stays marked for the credit animation
 * (SPEC §9: 2 s), then the balance shows plainly again.
 */
export function announceCredits(raised: readonly CoinCredit[]): void {
  if (raised.length === 0) return;
  for (const credit of raised) {
    const id = nextId++;
    credits.set(credit.coin, { ...credit, id });
    setTimeout(() => {
      if (credits.get(credit.coin)?.id !== id) return;
      credits.delete(credit.coin);
      notify();
    }, WALLET_CREDIT_ANIMATION_MS);
  }
  notify();
}

/** Forgets every credit (the player is gone). */
export function clearCredits(): void {
  if (credits.size === 0) return;
  credits.clear();
  notify();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The credit being shown for `coin`, if any. */
export function useWalletCredit(coin: CoinType): WalletCredit | null {
  return useSyncExternalStore(
    subscribe,
    () => credits.get(coin) ?? null,
    () => null,
  );
}
