import {
  MAX_WIN_OUTCOMES,
  MIN_WIN_OUTCOMES,
  OUTCOMES,
  type DiceDirection,
  type DiceSelection,
} from '@app/games/dice';

/** Targets (hundredths) a direction allows: its win chance must stay within 1%–97%. */
export function targetRange(direction: DiceDirection): { min: number; max: number } {
  return direction === 'under'
    ? { min: MIN_WIN_OUTCOMES, max: MAX_WIN_OUTCOMES }
    : { min: OUTCOMES - 1 - MAX_WIN_OUTCOMES, max: OUTCOMES - 1 - MIN_WIN_OUTCOMES };
}

/** The nearest allowed target. */
export function clampTarget(direction: DiceDirection, target: number): number {
  const { min, max } = targetRange(direction);
  return Math.min(Math.max(Math.round(target), min), max);
}

/** Over ↔ under keeping the win chance: under t wins t outcomes, over t wins 9,999 − t. */
export function flipDirection(selection: DiceSelection): DiceSelection {
  return selection.direction === 'over'
    ? { direction: 'under', target: OUTCOMES - 1 - selection.target }
    : { direction: 'over', target: OUTCOMES - 1 - selection.target };
}

/** Hundredths as the dice shows them: 4950 → '49.50'. */
export const rollText = (hundredths: number): string => (hundredths / 100).toFixed(2);

/** Parses '49.5' → 4950; null for anything else. */
export function parseTarget(text: string): number | null {
  if (!/^\d{1,2}(\.\d{0,2})?$/.test(text.trim())) return null;
  return Math.round(Number(text) * 100);
}
