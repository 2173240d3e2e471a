import { describe, expect, it } from 'vitest';
import { ZPromotionInput } from '@app/contracts/promotions';
import { firstProblem, fromLocalInput, moved, toLocalInput } from './content-form';

describe('schedule inputs', () => {
  it('round-trips a moment through the datetime-local value', () => {
    const iso = '2026-05-01T12:30:00.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(toLocalInput(null)).toBe('');
    expect(fromLocalInput('')).toBeNull();
  });
});

describe('moved', () => {
  it('swaps with the neighbour and leaves the ends alone', () => {
    expect(moved([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(moved([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(moved([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(moved([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });
});

describe('firstProblem', () => {
  it("answers the contract's message", () => {
    expect(firstProblem(ZPromotionInput, { title: '' })).toMatch(/required/);
  });
});
