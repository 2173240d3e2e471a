import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  generateClientSeed,
  generateServerSeed,
  hashServerSeed,
  nodeHmacSha256,
} from './node-hmac';
import {
  REJECT,
  bytesForRange,
  createByteStream,
  drawInt,
  drawWeighted,
  drawWithoutReplacement,
  mapUniform,
  shuffleInPlace,
  toHex,
} from './provably-fair';
import { hmacSha256, sha256, sha256Hex } from './sha256';
import { scriptedSource } from './testing';

function readBytes(stream: { nextByte(): number }, count: number): number[] {
  return Array.from({ length: count }, () => stream.nextByte());
}

describe('the provably-fair byte stream', () => {
  it('is HMAC-SHA256(server seed, "clientSeed:nonce:round"), 32 bytes per round, in order', () => {
    const stream = createByteStream(nodeHmacSha256, 'server', 'client', 0);
    const bytes = readBytes(stream, 80);
    const reference = [0, 1, 2].flatMap((round) => [
      ...createHmac('sha256', 'server').update(`client:0:${round}`).digest(),
    ]);
    expect(bytes).toEqual(reference.slice(0, 80));
    expect(stream.bytesUsed).toBe(80);
  });

  it('matches known answers, so a change of the scheme fails', () => {
    const hex = (nonce: number, count: number) =>
      toHex(
        Uint8Array.from(
          readBytes(createByteStream(nodeHmacSha256, 'server', 'client', nonce), count),
        ),
      );
    expect(hex(0, 64)).toBe(
      'e0d8048be5b3823aa19be4fb31220b0d7a7a285c43fa1ba70bac3ea4f9f8da06' +
        'e849db527025538d9ab6741203bee69144e9074fc95c3d9d61979126529ab8ed',
    );
    const seed = 'a3f1c2d4e5b6a7980112233445566778899aabbccddeeff0011223344556677';
    expect(
      toHex(Uint8Array.from(readBytes(createByteStream(nodeHmacSha256, seed, 'lucky', 42), 32))),
    ).toBe('7db1995edc27bf0c5a5df5bb6d90e22806333183d285cfd3e0ab06cadcb261d6');
  });

  it('is the same with the pure HMAC the browser uses', () => {
    const node = createByteStream(nodeHmacSha256, 'seed', 'player', 3);
    const pure = createByteStream(hmacSha256, 'seed', 'player', 3);
    expect(readBytes(pure, 100)).toEqual(readBytes(node, 100));
  });

  it('rejects a nonce that is not a non-negative integer', () => {
    expect(() => createByteStream(nodeHmacSha256, 's', 'c', -1)).toThrow(RangeError);
    expect(() => createByteStream(nodeHmacSha256, 's', 'c', 1.5)).toThrow(RangeError);
  });
});

describe('pure SHA-256 and HMAC-SHA256', () => {
  it('agree with node:crypto on any text, including long keys and non-ASCII', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 150 }),
        fc.string({ maxLength: 300 }),
        (key, message) => {
          const expected = createHmac('sha256', key).update(message, 'utf8').digest('hex');
          expect(toHex(hmacSha256(key, message))).toBe(expected);
          expect(sha256Hex(message)).toBe(
            createHash('sha256').update(message, 'utf8').digest('hex'),
          );
        },
      ),
      { numRuns: 300 },
    );
  });

  it('hash every padding length correctly', () => {
    for (let length = 0; length < 200; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37) & 0xff);
      expect(toHex(sha256(bytes))).toBe(createHash('sha256').update(bytes).digest('hex'));
    }
  });
});

describe('seeds', () => {
  it('are 32 random bytes as hex, committed to by their SHA-256', () => {
    const seed = generateServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(generateServerSeed()).not.toBe(seed);
    expect(hashServerSeed('server')).toBe(
      'b3eacd33433b31b5252351032c9b3e7a2e7aa7738d5decdf0dd6c62680853c06',
    );
    expect(hashServerSeed(seed)).toBe(sha256Hex(seed));
    expect(generateClientSeed()).toMatch(/^[0-9a-f]{32}$/);
  });
});

describe('uniform draws by rejection sampling', () => {
  it('answer every value equally often over all 65,536 two-byte inputs (ranges 6, 37, 52)', () => {
    for (const n of [6, 37, 52]) {
      const counts = new Array<number>(n).fill(0);
      let rejected = 0;
      for (let hi = 0; hi < 256; hi += 1) {
        for (let lo = 0; lo < 256; lo += 1) {
          const value = mapUniform([hi, lo], n);
          if (value === REJECT) rejected += 1;
          else counts[value] = (counts[value] as number) + 1;
        }
      }
      expect(new Set(counts)).toEqual(new Set([Math.floor(65_536 / n)]));
      expect(rejected).toBe(65_536 % n);
    }
  });

  it('answer every value equally often over all 256 one-byte inputs, the fewest that cover the range', () => {
    for (const n of [2, 6, 37, 52, 255, 256]) {
      expect(bytesForRange(n)).toBe(1);
      const counts = new Array<number>(n).fill(0);
      for (let byte = 0; byte < 256; byte += 1) {
        const value = mapUniform([byte], n);
        if (value !== REJECT) counts[value] = (counts[value] as number) + 1;
      }
      expect(new Set(counts)).toEqual(new Set([Math.floor(256 / n)]));
    }
  });

  it('take the fewest bytes that cover the range', () => {
    expect(bytesForRange(1)).toBe(0);
    expect(bytesForRange(257)).toBe(2);
    expect(bytesForRange(65_536)).toBe(2);
    expect(bytesForRange(65_537)).toBe(3);
    expect(bytesForRange(2 ** 32)).toBe(4);
    expect(() => bytesForRange(0)).toThrow(RangeError);
    expect(() => bytesForRange(2 ** 32 + 1)).toThrow(RangeError);
  });

  it('draw again after a rejected value, consuming the stream in order', () => {
    // Range 37: 256 − 256 mod 37 = 222 is the first rejected byte.
    const source = scriptedSource([222, 255, 221]);
    expect(drawInt(source, 37)).toBe(221 % 37);
    expect(source.used).toBe(3);
    // Range 10,000 (dice): two bytes big-endian, 60,000 and above rejected.
    const dice = scriptedSource([0xea, 0x60, 0x27, 0x0f]);
    expect(drawInt(dice, 10_000)).toBe(0x270f % 10_000);
    expect(dice.used).toBe(4);
  });

  it('agree with the pure mapping on any bytes and stay in range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 32 }),
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 64, maxLength: 64 }),
        (n, bytes) => {
          const k = bytesForRange(n);
          let expected = REJECT;
          let offset = 0;
          while (expected === REJECT && offset + k <= bytes.length) {
            expected = k === 0 ? 0 : mapUniform(bytes.slice(offset, offset + k), n);
            offset += k;
          }
          fc.pre(expected !== REJECT);
          const value = drawInt(scriptedSource(bytes), n);
          expect(value).toBe(expected);
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThan(n);
        },
      ),
    );
  });

  it('draw a weighted index with exactly weight-many tickets each', () => {
    const weights = [1, 0, 4, 5];
    const counts = [0, 0, 0, 0];
    // Σ = 10: bytes 0–249 are accepted, 25 tickets per value.
    for (let byte = 0; byte < 250; byte += 1) {
      const index = drawWeighted(scriptedSource([byte]), weights);
      counts[index] = (counts[index] as number) + 1;
    }
    expect(counts).toEqual([25, 0, 100, 125]);
    expect(() => drawWeighted(scriptedSource([0]), [1, -1])).toThrow(RangeError);
  });
});

describe('shuffles and draws without replacement', () => {
  it('map the draws one to one onto the permutations (Fisher–Yates)', () => {
    const seen = new Set<string>();
    for (let a = 0; a < 4; a += 1) {
      for (let b = 0; b < 3; b += 1) {
        for (let c = 0; c < 2; c += 1) {
          seen.add(shuffleInPlace(scriptedSource([a, b, c]), ['w', 'x', 'y', 'z']).join(''));
        }
      }
    }
    expect(seen.size).toBe(24);
  });

  it('deal the same items as the front of a shuffle of the same stream', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 600, maxLength: 600 }),
        fc.integer({ min: 0, max: 25 }),
        (bytes, count) => {
          const drawn = drawWithoutReplacement(scriptedSource(bytes), 25, count);
          const shuffled = shuffleInPlace(
            scriptedSource(bytes),
            Array.from({ length: 25 }, (_, i) => i),
          );
          expect(drawn).toEqual(shuffled.slice(0, count));
          expect(new Set(drawn).size).toBe(count);
        },
      ),
    );
    expect(() => drawWithoutReplacement(scriptedSource([]), 5, 6)).toThrow(RangeError);
  });
});
