import { describe, expect, it } from 'vitest';
import { idempotencyKeys } from './idempotency-keys';

describe('idempotencyKeys', () => {
  it('reuses the key for the same request and makes a new one when it changes', () => {
    let n = 0;
    const keyFor = idempotencyKeys(() => `k${(n += 1)}`);
    expect(keyFor({ amount: 100 })).toBe('k1');
    expect(keyFor({ amount: 100 })).toBe('k1');
    expect(keyFor({ amount: 200 })).toBe('k2');
    expect(keyFor({ amount: 100 })).toBe('k3');
  });

  it('makes unique keys by default', () => {
    expect(idempotencyKeys()({ a: 1 })).not.toBe(idempotencyKeys()({ a: 1 }));
  });
});
