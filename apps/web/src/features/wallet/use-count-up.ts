import { useEffect, useMemo, useState } from 'react';
import { COUNT_UP_FRAME_MS, countUpSteps } from './count-up';
import type { WalletCredit } from './wallet-credit-store';

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The balance to show, in hundredths: while `credit` is fresh and still the
 * balance, it counts up from the old value in 30 steps at about 60 fps
 * (SPEC §9); otherwise it is simply `value`. With reduced motion the new
 * balance shows at once.
 */
export function useCountUp(value: number | null, credit: WalletCredit | null): number | null {
  const [frame, setFrame] = useState<{ readonly id: number; readonly index: number } | null>(null);
  const counting = credit !== null && credit.to === value && !prefersReducedMotion();
  const steps = useMemo(() => (credit ? countUpSteps(credit.from, credit.to) : []), [credit]);

  useEffect(() => {
    if (!counting || !credit) return;
    let index = 0;
    const timer = setInterval(() => {
      index += 1;
      setFrame({ id: credit.id, index });
      if (index >= steps.length) clearInterval(timer);
    }, COUNT_UP_FRAME_MS);
    return () => clearInterval(timer);
  }, [counting, credit, steps]);

  if (!counting || !credit) return value;
  const index = frame?.id === credit.id ? frame.index : 0;
  return index === 0 ? credit.from : (steps[index - 1] ?? credit.to);
}
