import { describe, expect, it } from 'vitest';
import { lineBetLabel, linePayLabel } from './slot-line-amounts';

describe('a slot’s line amounts', () => {
  it('shows a line bet below a hundredth as it is, not as 0.00', () => {
    // The smallest SC bet, 0.10, over the 20 lines of every slot.
    expect(lineBetLabel(10, 20)).toBe('Line bet 0.005');
    expect(lineBetLabel(30, 20)).toBe('Line bet 0.015');
  });

  it('shows a line bet of whole hundredths with two decimals', () => {
    expect(lineBetLabel(20, 20)).toBe('Line bet 0.01');
    expect(lineBetLabel(100_000, 20)).toBe('Line bet 50.00');
  });

  it('shows one line’s pay with the precision it has', () => {
    expect(linePayLabel(10, 1, 1, 20, 'SC')).toBe('0.005 SC');
    expect(linePayLabel(10, 5, 3, 20, 'SC')).toBe('0.075 SC');
    expect(linePayLabel(2_000, 10, 1, 20, 'GC')).toBe('10.00 GC');
  });
});
