/**
 * The spin wheel's draw: one weighted pick from the provably-fair byte stream of the player's
 * seed pair and nonce, so a spin is verified like a game round (docs/decisions/033).
 */
import { drawWeighted, type ByteSource } from './provably-fair';

/**
 * The index of the segment won, among the active segments in wheel order:
 * P(i) = weights[i] / Σ weights, exactly (rejection sampling, no modulo bias).
 */
export function drawWheelSegment(source: ByteSource, weights: readonly number[]): number {
  if (weights.length === 0) throw new RangeError('The wheel has no active segment');
  if (weights.some((w) => w <= 0))
    throw new RangeError('Every active segment needs a weight above 0');
  return drawWeighted(source, weights);
}
