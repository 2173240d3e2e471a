import { useSyncExternalStore } from 'react';

/** The address of the identity widget the 'kycWidget' dialog frames (from GET /kyc/init-kyc). */
type Listener = () => void;

let widgetUrl: string | null = null;
const listeners = new Set<Listener>();

export function setWidgetUrl(url: string | null): void {
  widgetUrl = url;
  for (const listener of listeners) listener();
}

const subscribe = (listener: Listener) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useWidgetUrl(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => widgetUrl,
    () => null,
  );
}
