import { describe, expect, it } from 'vitest';
import { BALANCE_COUNTER_STEPS } from '@app/contracts/constants';
import { COUNT_UP_FRAME_MS, countUpSteps } from './count-up';

describe('balance count-up (SPEC §9)', () => {
  it('takes 30 steps and ends exactly on the new balance', () => {
    const steps = countUpSteps(0, 5_000_000);
    expect(BALANCE_COUNTER_STEPS).toBe(30);
    expect(steps).toHaveLength(30);
    expect(steps.at(-1)).toBe(5_000_000);
    expect(steps[0]).toBe(166_667);
  });

  it('only ever shows whole hundredths and never goes backwards', () => {
    const steps = countUpSteps(6_000_000, 6_000_030);
    expect(steps.every(Number.isSafeInteger)).toBe(true);
    for (let index = 1; index < steps.length; index++) {
      expect(steps[index]).toBeGreaterThanOrEqual(steps[index - 1] ?? 0);
    }
    expect(steps.at(-1)).toBe(6_000_030);
  });

  it('ends on the target for a tiny credit and for a huge one', () => {
    expect(countUpSteps(0, 1).at(-1)).toBe(1);
    expect(countUpSteps(0, 1)).toHaveLength(30);
    const huge = 90_071_992_547_409;
    expect(countUpSteps(1, huge).at(-1)).toBe(huge);
  });

  it('runs at about 60 frames per second', () => {
    expect(COUNT_UP_FRAME_MS).toBeCloseTo(16.67, 1);
  });

  it('refuses fractions and an empty count', () => {
    expect(() => countUpSteps(0.5, 10)).toThrow(RangeError);
    expect(() => countUpSteps(0, 10, 0)).toThrow(RangeError);
  });
});
