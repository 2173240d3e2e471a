import { startTransition, useEffect, useState } from 'react';

/** The timers whenIdle uses: the window's, or a stand-in in tests. */
export type IdleScheduler = Pick<Window, 'setTimeout' | 'clearTimeout'> &
  Partial<Pick<Window, 'requestIdleCallback' | 'cancelIdleCallback'>>;

/** The longest work waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 2000;

/**
 * Runs `work` when the browser has a moment to spare (requestIdleCallback,
 * or a zero-delay timer where there is none), so that what the first screen
 * does not need stays out of the page's start. Returns a function that cancels it.
 */
export function whenIdle(work: () => void, scheduler: IdleScheduler = window): () => void {
  if (typeof scheduler.requestIdleCallback === 'function') {
    const handle = scheduler.requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
    return () => scheduler.cancelIdleCallback?.(handle);
  }
  const handle = scheduler.setTimeout(work, 0);
  return () => scheduler.clearTimeout(handle);
}

/**
 * False at first, true once the browser has had an idle moment after the
 * component mounted. What that renders renders in a transition: in short
 * slices, giving way to anything the player does meanwhile.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), []);
  return idle;
}
