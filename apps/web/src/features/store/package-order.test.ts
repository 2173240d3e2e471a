import { describe, expect, it } from 'vitest';
import { orderPackageId, storeOrderPath } from './package-order';

describe('package order parameter', () => {
  it('links the store at a package', () => {
    expect(storeOrderPath(9)).toBe('/user/store?buy=9');
    expect(orderPackageId(new URLSearchParams('buy=9'))).toBe(9);
  });

  it('ignores anything that is not a package id', () => {
    for (const search of ['', 'buy=', 'buy=0', 'buy=-1', 'buy=1.5', 'buy=abc', 'buy=1e3']) {
      expect(orderPackageId(new URLSearchParams(search))).toBeNull();
    }
  });
});
