/**
 * Provably-fair randomness: every outcome of every game comes from the byte
 * stream defined here and nothing else.
 *
 * The stream is the widely used public scheme (the one Stake-style verifiers
 * implement): block `round` is HMAC-SHA256(key = server seed, message =
 * `${clientSeed}:${nonce}:${round}`), round = 0, 1, 2, …; bytes are consumed in
 * order and a new block with the next round is computed when 32 bytes are used
 * up. The server seed is used as text (the hex string), exactly as shown to the
 * player after rotation.
 *
 * Numbers in [0, n) are drawn by rejection sampling: take the fewest bytes that
 * cover n (big-endian), reject values at or above the largest multiple of n that
 * fits, and draw again. Every value in [0, n) is then exactly equally likely.
 * No modulo bias, no float scaling.
 *
 * The HMAC is injected (`HmacSha256`) so the same derivation runs on the server
 * (`node-hmac.ts`) and in the browser's verify view (`sha256.ts`, pure).
 */

/** HMAC-SHA256 with a UTF-8 text key and a UTF-8 text message; 32 bytes out. */
export type HmacSha256 = (key: string, message: string) => Uint8Array;

/** Anything that yields uniformly random bytes (0–255), one at a time. */
export interface ByteSource {
  nextByte(): number;
}

/** The provably-fair byte stream of one round. */
export interface ByteStream extends ByteSource {
  /** Bytes consumed so far (the cursor): round = floor(cursor / 32). */
  readonly bytesUsed: number;
}

export const BYTES_PER_BLOCK = 32;

/** The HMAC message of one 32-byte block. */
export function blockMessage(clientSeed: string, nonce: number, round: number): string {
  return `${clientSeed}:${nonce}:${round}`;
}

/**
 * The byte stream of one round: HMAC-SHA256(serverSeed, `${clientSeed}:${nonce}:${round}`)
 * for round = 0, 1, 2, …, 32 bytes each, consumed in order.
 */
export function createByteStream(
  hmac: HmacSha256,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): ByteStream {
  if (!Number.isSafeInteger(nonce) || nonce < 0) {
    throw new RangeError(`Nonce must be a non-negative safe integer, got ${String(nonce)}`);
  }
  let round = 0;
  let block: Uint8Array = new Uint8Array(0);
  let offset = BYTES_PER_BLOCK;
  let used = 0;
  return {
    nextByte(): number {
      if (offset >= BYTES_PER_BLOCK) {
        block = hmac(serverSeed, blockMessage(clientSeed, nonce, round));
        if (block.length !== BYTES_PER_BLOCK) {
          throw new Error(`HMAC-SHA256 must return ${BYTES_PER_BLOCK} bytes`);
        }
        round += 1;
        offset = 0;
      }
      const byte = block[offset] as number;
      offset += 1;
      used += 1;
      return byte;
    },
    get bytesUsed(): number {
      return used;
    },
  };
}

/** The largest range a single draw supports: four bytes. */
export const MAX_RANGE = 2 ** 32;

/** Returned by `mapUniform` when the bytes fall in the rejected tail. */
export const REJECT = -1;

function assertRange(n: number): void {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_RANGE) {
    throw new RangeError(`Range must be an integer in [1, 2^32], got ${String(n)}`);
  }
}

/** The fewest bytes k with 256^k ≥ n (0 for n = 1: a certain outcome needs no randomness). */
export function bytesForRange(n: number): number {
  assertRange(n);
  let k = 0;
  let span = 1;
  while (span < n) {
    span *= 256;
    k += 1;
  }
  return k;
}

/**
 * The pure mapping of one attempt: `bytes` read big-endian as v in [0, 256^k);
 * answers v mod n when v is below the largest multiple of n that is ≤ 256^k,
 * otherwise `REJECT`. Each value in [0, n) is answered by exactly
 * floor(256^k / n) inputs.
 */
export function mapUniform(bytes: ArrayLike<number>, n: number): number {
  assertRange(n);
  if (bytes.length > 4) throw new RangeError('At most four bytes per attempt');
  let value = 0;
  let span = 1;
  for (let i = 0; i < bytes.length; i += 1) {
    value = value * 256 + (bytes[i] as number);
    span *= 256;
  }
  if (span < n) throw new RangeError(`${bytes.length} byte(s) cannot cover a range of ${n}`);
  const limit = span - (span % n);
  return value < limit ? value % n : REJECT;
}

/**
 * A uniform integer in [0, n): rejection sampling with the fewest bytes that
 * cover n (same arithmetic as `mapUniform`, without allocating).
 */
export function drawInt(source: ByteSource, n: number): number {
  assertRange(n);
  return drawBelow(source, n);
}

/** ONE_BYTE_LIMIT[n] = 256 − 256 mod n: the first rejected byte for a range n ≤ 256. */
const ONE_BYTE_LIMIT = Uint16Array.from({ length: 257 }, (_, n) => (n === 0 ? 0 : 256 - (256 % n)));

/** `drawInt` without the range check, for callers that guarantee 1 ≤ n ≤ 2^32. */
function drawBelow(source: ByteSource, n: number): number {
  if (n === 1) return 0;
  if (n <= 256) {
    const limit = ONE_BYTE_LIMIT[n] as number;
    for (;;) {
      const value = source.nextByte();
      if (value < limit) return value % n;
    }
  }
  if (n <= 65_536) {
    const limit = 65_536 - (65_536 % n);
    for (;;) {
      const value = source.nextByte() * 256 + source.nextByte();
      if (value < limit) return value % n;
    }
  }
  const k = n <= 16_777_216 ? 3 : 4;
  const span = k === 3 ? 16_777_216 : 4_294_967_296;
  const limit = span - (span % n);
  for (;;) {
    let value = 0;
    for (let i = 0; i < k; i += 1) value = value * 256 + source.nextByte();
    if (value < limit) return value % n;
  }
}

/**
 * An index drawn with probability weights[i] / Σ weights (integer weights):
 * a uniform draw in [0, Σ weights), then the first index whose cumulative
 * weight exceeds it.
 */
export function drawWeighted(source: ByteSource, weights: readonly number[]): number {
  let total = 0;
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) {
      throw new RangeError(`Weights must be non-negative integers, got ${String(weight)}`);
    }
    total += weight;
  }
  const ticket = drawInt(source, total);
  let cumulative = 0;
  for (let i = 0; i < weights.length; i += 1) {
    cumulative += weights[i] as number;
    if (ticket < cumulative) return i;
  }
  throw new Error('unreachable: ticket below the total weight');
}

/**
 * Fisher–Yates shuffle in place, front to back: position i takes the item at
 * i + drawInt(length − i). The first m positions are final after m draws, so
 * dealing from the front of a shuffled array equals drawing without replacement.
 */
export function shuffleInPlace<T>(source: ByteSource, items: T[]): T[] {
  if (items.length > MAX_RANGE) throw new RangeError('Too many items to shuffle');
  for (let i = 0; i < items.length - 1; i += 1) {
    const j = i + drawBelow(source, items.length - i);
    const held = items[i] as T;
    items[i] = items[j] as T;
    items[j] = held;
  }
  return items;
}

/** The largest pool `drawWithoutReplacement` draws from. */
export const MAX_POOL = 16_777_216;

// Scratch space of drawWithoutReplacement: pool[k] is valid only where stamp[k] is the
// current generation; elsewhere position k still holds k. Reused so a draw costs O(count).
let poolValues = new Uint32Array(0);
let poolStamps = new Uint32Array(0);
let generation = 0;

/**
 * `count` distinct integers of [0, n) in draw order: the first `count`
 * positions of the front-to-back Fisher–Yates shuffle of 0 … n−1 (draw i is
 * in [0, n − i)). Every ordered selection is equally likely.
 */
export function drawWithoutReplacement(source: ByteSource, n: number, count: number): number[] {
  if (!Number.isSafeInteger(n) || n < 1 || n > MAX_POOL) {
    throw new RangeError(`Pool must be 1 to ${MAX_POOL}, got ${String(n)}`);
  }
  if (!Number.isSafeInteger(count) || count < 0 || count > n) {
    throw new RangeError(`Cannot draw ${String(count)} of ${String(n)} without replacement`);
  }
  if (poolValues.length < n) {
    poolValues = new Uint32Array(n);
    poolStamps = new Uint32Array(n);
    generation = 0;
  }
  generation = generation >= 0xfffffffe ? 1 : generation + 1;
  if (generation === 1) poolStamps.fill(0);
  const values = poolValues;
  const stamps = poolStamps;
  const stamp = generation;
  const drawn: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const j = i + drawBelow(source, n - i);
    const picked = stamps[j] === stamp ? (values[j] as number) : j;
    // Position i is never read again; position j now holds what was at i.
    values[j] = stamps[i] === stamp ? (values[i] as number) : i;
    stamps[j] = stamp;
    drawn.push(picked);
  }
  return drawn;
}

/** Lower-case hex of bytes. */
export function toHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
