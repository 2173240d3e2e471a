/**
 * Helpers for the tests of this package (not used by the games): scripted
 * and seeded byte sources and the tolerance of a simulated mean.
 */
import { randomBytes } from 'node:crypto';
import { createFastByteSource, type FastByteSource } from './fast-prng';
import type { ByteSource } from './provably-fair';

/** Yields the given bytes in order, then throws (a test that reads too far fails). */
export function scriptedSource(bytes: readonly number[]): ByteSource & { readonly used: number } {
  let index = 0;
  return {
    nextByte(): number {
      const byte = bytes[index];
      if (byte === undefined) throw new Error(`Script of ${bytes.length} bytes exhausted`);
      index += 1;
      return byte;
    },
    get used(): number {
      return index;
    },
  };
}

/**
 * A fast byte source seeded from node:crypto, or from `seedHex` (32 hex
 * digits) to reproduce the run a failure message names.
 */
export function seededSource(seedHex?: string): FastByteSource {
  if (seedHex === undefined) return createFastByteSource(new Uint8Array(randomBytes(16)));
  if (!/^[0-9a-f]{32}$/i.test(seedHex)) throw new RangeError('Seed must be 32 hex digits');
  const seed = Uint8Array.from({ length: 16 }, (_, i) =>
    Number.parseInt(seedHex.slice(i * 2, i * 2 + 2), 16),
  );
  return createFastByteSource(seed);
}

/** How far a mean of `rounds` samples may stray: `standardErrors` × σ / √rounds. */
export function tolerance(sigma: number, rounds: number, standardErrors = 5): number {
  return (standardErrors * sigma) / Math.sqrt(rounds);
}

/** Time limit of a test that simulates a million rounds (a loaded 2-core machine included). */
export const SIMULATION_TIMEOUT = 120_000;
