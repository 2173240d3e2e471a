import { describe, expect, it } from 'vitest';
import { nextPackagePage, packagesOfPages } from './package-pages';
import { testPackage } from './test-packages';

const page = (ids: number[], count: number) => ({
  rows: ids.map((packageId) => testPackage({ packageId })),
  count,
});

describe('package pages', () => {
  it('asks for the next page while packages remain', () => {
    expect(nextPackagePage([])).toBe(1);
    expect(nextPackagePage([page([1, 2], 5)], 2)).toBe(2);
    expect(nextPackagePage([page([1, 2], 4), page([3, 4], 4)], 2)).toBeUndefined();
    expect(nextPackagePage([page([1], 5)], 2)).toBeUndefined();
  });

  it('lists each package once across pages', () => {
    expect(packagesOfPages([page([1, 2], 3), page([2, 3], 3)]).map((p) => p.packageId)).toEqual([
      1, 2, 3,
    ]);
  });
});
