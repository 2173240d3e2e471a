import { useSyncExternalStore } from 'react';

/**
 * Where the header keeps room for a time-limited offer (the flash-sale
 * countdown): the header registers its slot element, the offer renders into
 * it. Docked in the header, the countdown never covers the page's controls.
 */
let slot: HTMLElement | null = null;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** The header's ref callback: the slot while the header is on screen, null once it is gone. */
export function setHeaderOfferSlot(element: HTMLElement | null): void {
  if (slot === element) return;
  slot = element;
  for (const listener of listeners) listener();
}

/** The header's offer slot, or null when no header is shown (guests, full-screen pages). */
export function useHeaderOfferSlot(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => slot,
    () => null,
  );
}
