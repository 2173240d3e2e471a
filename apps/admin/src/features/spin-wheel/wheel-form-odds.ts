import { parseAmount } from '@app/contracts/money';
import type { TWheelSegmentInput } from '@app/contracts/spin-wheel';
import { wheelOdds, type WheelOdds, type WeightedPrize } from '@app/contracts/spin-wheel-odds';

/**
 * The exact odds of the rows being edited, before they are saved: null while a row has no valid
 * amount or weight (the form shows its error instead).
 */
export function oddsOfRows(
  rows: readonly Partial<TWheelSegmentInput>[],
): WheelOdds<WeightedPrize> | null {
  const prizes: WeightedPrize[] = [];
  for (const row of rows) {
    const gc = parseAmount(row.gc ?? Number.NaN);
    const sc = parseAmount(row.sc ?? Number.NaN);
    const weight = row.weight;
    if (gc === null || sc === null || gc < 0 || sc < 0) return null;
    if (weight === undefined || !Number.isSafeInteger(weight) || weight < 1) return null;
    prizes.push({ gc, sc, weight, isActive: row.isActive ?? false });
  }
  return wheelOdds(prizes);
}
