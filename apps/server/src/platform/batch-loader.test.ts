import { describe, expect, it } from 'vitest';
import { createBatchLoader } from './batch-loader';

describe('batch loader', () => {
  it('answers lookups made together with one load, each caller its own value', async () => {
    const loads: string[][] = [];
    const load = createBatchLoader(async (keys: string[]) => {
      loads.push(keys);
      return new Map(keys.filter((k) => k !== 'missing').map((k) => [k, k.toUpperCase()]));
    });
    const answers = await Promise.all(['a', 'b', 'a', 'missing'].map((k) => load(k)));
    expect(answers).toEqual(['A', 'B', 'A', undefined]);
    expect(loads).toEqual([['a', 'b', 'missing']]);
    expect(await load('c')).toBe('C');
    expect(loads).toHaveLength(2);
  });

  it('splits a large turn into loads of at most maxBatch keys', async () => {
    const sizes: number[] = [];
    const load = createBatchLoader(
      async (keys: number[]) => {
        sizes.push(keys.length);
        return new Map(keys.map((k) => [k, k * 2]));
      },
      { maxBatch: 10 },
    );
    const answers = await Promise.all(Array.from({ length: 25 }, (_, i) => load(i)));
    expect(answers).toEqual(Array.from({ length: 25 }, (_, i) => i * 2));
    expect(sizes).toEqual([10, 10, 5]);
  });

  it('fails every caller of a failed load, and the next turn loads afresh', async () => {
    let fail = true;
    const load = createBatchLoader(async (keys: string[]) => {
      if (fail) throw new Error('database down');
      return new Map(keys.map((k) => [k, k]));
    });
    const results = await Promise.allSettled([load('x'), load('y')]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await load('x')).toBe('x');
  });
});
