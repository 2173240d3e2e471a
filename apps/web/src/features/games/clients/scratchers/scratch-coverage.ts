/**
 * How much of each of the nine cells has been scratched, tracked on a grid of
 * sample points (no pixel reads): the card is 3×3 units, a cell is one unit,
 * and a stroke clears every sample within its radius.
 */
export const GRID = 3;
export const CELLS = GRID * GRID;
/** Sample points per cell side. */
export const SAMPLES = 8;
/** A cell counts as revealed once this share of it is scratched. */
export const REVEAL_AT = 0.55;

export function createCoverage(): Uint8Array {
  return new Uint8Array(CELLS * SAMPLES * SAMPLES);
}

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number) {
  const dx = bx - ax;
  const dy = by - ay;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  const x = ax + t * dx - px;
  const y = ay + t * dy - py;
  return Math.sqrt(x * x + y * y);
}

/** Clears the samples within `radius` of the stroke from (ax, ay) to (bx, by), in card units. */
export function scratchSegment(
  coverage: Uint8Array,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  radius: number,
): void {
  const left = Math.max(0, Math.floor(Math.min(ax, bx) - radius));
  const right = Math.min(GRID - 1, Math.floor(Math.max(ax, bx) + radius));
  const top = Math.max(0, Math.floor(Math.min(ay, by) - radius));
  const bottom = Math.min(GRID - 1, Math.floor(Math.max(ay, by) + radius));
  for (let row = top; row <= bottom; row += 1) {
    for (let col = left; col <= right; col += 1) {
      const base = (row * GRID + col) * SAMPLES * SAMPLES;
      for (let j = 0; j < SAMPLES; j += 1) {
        for (let i = 0; i < SAMPLES; i += 1) {
          const px = col + (i + 0.5) / SAMPLES;
          const py = row + (j + 0.5) / SAMPLES;
          if (distanceToSegment(px, py, ax, ay, bx, by) <= radius)
            coverage[base + j * SAMPLES + i] = 1;
        }
      }
    }
  }
}

/** Share of a cell (0–8, row by row) scratched so far. */
export function clearedShare(coverage: Uint8Array, cell: number): number {
  const per = SAMPLES * SAMPLES;
  let cleared = 0;
  for (let k = cell * per; k < (cell + 1) * per; k += 1) cleared += coverage[k] as number;
  return cleared / per;
}

/** Cells past the reveal threshold that are not in `known` yet. */
export function newlyRevealed(coverage: Uint8Array, known: ReadonlySet<number>): number[] {
  const found: number[] = [];
  for (let cell = 0; cell < CELLS; cell += 1) {
    if (!known.has(cell) && clearedShare(coverage, cell) >= REVEAL_AT) found.push(cell);
  }
  return found;
}
