/** The parts of a window (or other event target) a window-value store uses. */
export interface WatchedTarget {
  addEventListener(type: string, listener: () => void, options?: { passive: boolean }): void;
}

export interface WindowValueStore<T> {
  getSnapshot(): T;
  subscribe(onChange: () => void): () => void;
}

/**
 * A value read from the window (its width, its scroll position) for
 * useSyncExternalStore: read once, then again on each `eventName` event,
 * not on every render and subscription of every component. Read while the
 * page's layout is out of date (just after React has changed the page),
 * such values make the browser lay the page out there and then. The store
 * listens for as long as the page lives.
 */
export function createWindowValueStore<T>(
  target: WatchedTarget,
  eventName: string,
  read: () => T,
): WindowValueStore<T> {
  let value: { current: T } | null = null;
  const listeners = new Set<() => void>();
  target.addEventListener(
    eventName,
    () => {
      const next = read();
      if (value && Object.is(next, value.current)) return;
      value = { current: next };
      for (const listener of listeners) listener();
    },
    { passive: true },
  );
  return {
    getSnapshot(): T {
      value ??= { current: read() };
      return value.current;
    },
    subscribe(onChange: () => void): () => void {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
  };
}
