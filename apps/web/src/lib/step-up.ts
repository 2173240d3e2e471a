import { useSyncExternalStore } from 'react';

/**
 * The step-up code dialog's state (decision 039): a call refused with 2341 asks here for a fresh
 * authenticator code; the dialog answers true once the server accepted one (the call is then
 * sent again), false when the player closed it. Calls refused together share one dialog.
 */
let pending: { promise: Promise<boolean>; resolve: (accepted: boolean) => void } | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function requestStepUp(): Promise<boolean> {
  if (pending) return pending.promise;
  let resolve: (accepted: boolean) => void = () => undefined;
  const promise = new Promise<boolean>((done) => {
    resolve = done;
  });
  pending = { promise, resolve };
  emit();
  return promise;
}

export function finishStepUp(accepted: boolean): void {
  const current = pending;
  pending = null;
  emit();
  current?.resolve(accepted);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useStepUpRequested(): boolean {
  return useSyncExternalStore(subscribe, () => pending !== null);
}
