import { useState } from 'react';
import { useUiStore, type CoinType } from '../../../../lib/ui-store';
import { betSteps, type BetFamily } from './bet-limits';

/**
 * The stake picked from a family's bet steps for the active coin (header
 * GC/SC switch). Each coin keeps its own choice; the smallest step first.
 */
export function useBet(family: BetFamily) {
  const coin = useUiStore((state) => state.coinType);
  const [picked, setPicked] = useState<Readonly<Record<CoinType, number>>>({ GC: 0, SC: 0 });
  const steps = betSteps(family, coin);
  const index = Math.min(Math.max(picked[coin], 0), steps.length - 1);
  const select = (next: number): void => {
    const clamped = Math.min(Math.max(next, 0), steps.length - 1);
    setPicked((current) => ({ ...current, [coin]: clamped }));
  };
  return { coin, steps, index, bet: steps[index] as number, select };
}

export type BetChoice = ReturnType<typeof useBet>;
