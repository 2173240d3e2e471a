import { useSyncExternalStore } from 'react';
import {
  flashSaleReducer,
  initialFlashSaleState,
  type FlashSaleAction,
  type FlashSaleOffer,
  type FlashSaleState,
} from './flash-sale-reducer';

type Listener = () => void;

/** The flash sale's state (SPEC §3) behind its reducer, shared by the timer and the promo. */
export function createFlashSaleStore() {
  let state = initialFlashSaleState;
  const listeners = new Set<Listener>();
  return {
    getState: (): FlashSaleState => state,
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispatch(action: FlashSaleAction): void {
      const next = flashSaleReducer(state, action);
      if (next === state) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

export const flashSaleStore = createFlashSaleStore();

/** Reads one slice of the flash sale and re-renders when it changes. */
export function useFlashSale<T>(selector: (state: FlashSaleState) => T): T {
  return useSyncExternalStore(
    flashSaleStore.subscribe,
    () => selector(flashSaleStore.getState()),
    () => selector(flashSaleStore.getState()),
  );
}

/** SPEC §4 Flash sale actions, stamped with the current time. */
export const flashSale = {
  showPopup: (offer?: FlashSaleOffer) =>
    flashSaleStore.dispatch({ type: 'showPopup', now: Date.now(), offer }),
  showTimer: (offer?: FlashSaleOffer) =>
    flashSaleStore.dispatch({ type: 'showTimer', now: Date.now(), offer }),
  showBoth: (offer?: FlashSaleOffer) =>
    flashSaleStore.dispatch({ type: 'showBoth', now: Date.now(), offer }),
  hidePopup: () => flashSaleStore.dispatch({ type: 'hidePopup' }),
  hideTimer: () => flashSaleStore.dispatch({ type: 'hideTimer' }),
  hideBoth: () => flashSaleStore.dispatch({ type: 'hideBoth' }),
  reset: () => flashSaleStore.dispatch({ type: 'reset' }),
};
