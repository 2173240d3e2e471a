import { useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more in each following task,
 * so that a long list's first render is several short tasks instead of one long one (the page
 * answers a tap between them; decision 062). Items that arrive later come in the same steps.
 */
export function useShownInSteps(total: number, first: number, step = first): number {
  const [shown, setShown] = useState(Math.min(total, first));
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => setShown((n) => Math.min(total, Math.max(first, n + step))), 0);
    return () => clearTimeout(timer);
  }, [shown, total, first, step]);
  return Math.min(shown, total);
}
