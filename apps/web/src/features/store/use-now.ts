import { useEffect, useState } from 'react';
import { FLASH_SALE_TICK_MS } from '@app/contracts/constants';

/**
 * The current time, refreshed every second (SPEC §9 flash-sale tick) while
 * `enabled`. Countdowns compute from deadlines with it, so a throttled
 * background tab shows the right time again on its next tick.
 */
export function useNow(enabled = true, intervalMs: number = FLASH_SALE_TICK_MS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!enabled) return;
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [enabled, intervalMs]);
  return now;
}
