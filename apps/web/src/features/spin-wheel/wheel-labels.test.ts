import { describe, expect, it } from 'vitest';
import { formatCountdown, rotationFor, segmentLabel, segmentLines } from './wheel-labels';

describe('wheel labels', () => {
  it('abbreviates values with K and M, SC values as SC', () => {
    expect(segmentLines({ gc: 1_000, sc: 0 })).toEqual(['1K GC']);
    expect(segmentLines({ gc: 100_000, sc: 0 })).toEqual(['100K GC']);
    expect(segmentLines({ gc: 1_000_000, sc: 0 })).toEqual(['1M GC']);
    expect(segmentLines({ gc: 0, sc: 0.25 })).toEqual(['0.25 SC']);
    expect(segmentLines({ gc: 5_000, sc: 2 })).toEqual(['5K GC', '2 SC']);
    expect(segmentLabel({ gc: 5_000, sc: 2 })).toBe('5K GC and 2 SC');
  });

  it('counts down as hh:mm:ss', () => {
    expect(formatCountdown(24 * 3_600_000)).toBe('24:00:00');
    expect(formatCountdown(3_661_000)).toBe('01:01:01');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(-5)).toBe('00:00:00');
  });

  it('turns the wheel so the drawn segment stops under the pointer', () => {
    for (const [index, count] of [
      [0, 12],
      [5, 12],
      [11, 12],
      [2, 7],
    ] as const) {
      const angle = rotationFor(index, count, 123);
      const slice = 360 / count;
      // The segment's centre, turned by the angle, is at the top (0°).
      expect((((index * slice + slice / 2 + angle) % 360) + 360) % 360).toBeCloseTo(0, 6);
      expect(angle - 123).toBeGreaterThanOrEqual(6 * 360);
    }
  });
});
