import { describe, expect, it } from 'vitest';
import { winningOutcomes } from '@app/games/dice';
import { clampTarget, flipDirection, parseTarget, rollText, targetRange } from './dice-selection';

describe('dice selection', () => {
  it('keeps every allowed target between 1% and 97% win chance', () => {
    for (const direction of ['over', 'under'] as const) {
      const { min, max } = targetRange(direction);
      expect(() => winningOutcomes({ direction, target: min })).not.toThrow();
      expect(() => winningOutcomes({ direction, target: max })).not.toThrow();
      expect(() => winningOutcomes({ direction, target: min - 1 })).toThrow();
      expect(() => winningOutcomes({ direction, target: max + 1 })).toThrow();
    }
    expect(clampTarget('over', 9999)).toBe(9899);
    expect(clampTarget('under', 0)).toBe(100);
  });

  it('flips over and under without changing the win chance', () => {
    const over = { direction: 'over', target: 5049 } as const;
    const under = flipDirection(over);
    expect(under).toEqual({ direction: 'under', target: 4950 });
    expect(winningOutcomes(under)).toBe(winningOutcomes(over));
    expect(flipDirection(under)).toEqual(over);
  });

  it('reads and writes targets in hundredths', () => {
    expect(rollText(4950)).toBe('49.50');
    expect(rollText(7)).toBe('0.07');
    expect(parseTarget('49.5')).toBe(4950);
    expect(parseTarget('3')).toBe(300);
    expect(parseTarget('100')).toBeNull();
    expect(parseTarget('4.555')).toBeNull();
  });
});
