import { describe, expect, it } from 'vitest';
import { clearedShare, createCoverage, newlyRevealed, scratchSegment } from './scratch-coverage';

describe('scratch coverage', () => {
  it('reveals a cell only once most of it is scratched', () => {
    const coverage = createCoverage();
    scratchSegment(coverage, 0.1, 0.5, 0.9, 0.5, 0.15);
    expect(clearedShare(coverage, 0)).toBeGreaterThan(0.2);
    expect(newlyRevealed(coverage, new Set())).toEqual([]);
    for (const y of [0.15, 0.35, 0.65, 0.85]) scratchSegment(coverage, 0, y, 1, y, 0.15);
    expect(newlyRevealed(coverage, new Set())).toEqual([0]);
    expect(newlyRevealed(coverage, new Set([0]))).toEqual([]);
  });

  it('scratches across cells and leaves the others covered', () => {
    const coverage = createCoverage();
    for (let y = 1.15; y < 1.9; y += 0.12) scratchSegment(coverage, 0, y, 3, y, 0.12);
    expect(newlyRevealed(coverage, new Set())).toEqual([3, 4, 5]);
    expect(clearedShare(coverage, 0)).toBe(0);
    expect(clearedShare(coverage, 8)).toBe(0);
  });
});
