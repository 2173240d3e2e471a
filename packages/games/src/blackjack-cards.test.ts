import { describe, expect, it } from 'vitest';
import {
  DEALABLE_CARDS,
  DECK_SIZE,
  RANKS,
  SHOE_SIZE,
  cardText,
  cardValue,
  shuffledShoe,
} from './blackjack-cards';
import { orderedShoe } from './blackjack-testing';
import { nodeHmacSha256 } from './node-hmac';
import { createByteStream, shuffleInPlace } from './provably-fair';
import { SIMULATION_TIMEOUT, seededSource, tolerance } from './testing';

const valueCounts = (cards: readonly number[]) => {
  const counts = new Array<number>(11).fill(0);
  for (const card of cards) counts[cardValue(card)] = (counts[cardValue(card)] as number) + 1;
  return counts.slice(1);
};

describe('the Spanish shoe', () => {
  it('is six 48-card decks without 10-spots: 24 of each ace to nine, 72 J, Q, K', () => {
    expect(DECK_SIZE).toBe(48);
    expect(SHOE_SIZE).toBe(288);
    expect(RANKS).not.toContain('10');
    const shoe = orderedShoe();
    expect(valueCounts(shoe)).toEqual([24, 24, 24, 24, 24, 24, 24, 24, 24, 72]);
    const texts = new Set(shoe.map(cardText));
    expect(texts.size).toBe(48);
    for (const text of texts) expect(text).toMatch(/^[A2-9JQK][♠♥♦♣]$/);
    expect(cardText(12 + 11)).toBe('K♥');
    expect(cardText(3 * 12 + 9)).toBe('J♣');
  });

  it('keeps the front of the full Fisher–Yates shuffle of the shoe from the same stream', () => {
    const stream = () => createByteStream(nodeHmacSha256, 'server', 'client', 1);
    const source = stream();
    const shoe = shuffledShoe(source);
    // 64 draws: 32 of two bytes (ranges 288…257), 32 of one byte, plus rejected draws.
    expect(source.bytesUsed).toBeGreaterThanOrEqual(32 * 2 + 32);
    expect(shoe).toHaveLength(DEALABLE_CARDS);
    expect(shoe).toEqual(shuffleInPlace(stream(), orderedShoe()).slice(0, DEALABLE_CARDS));
  });

  it('matches the known-answer vector of an independent HMAC-SHA256 Fisher–Yates', () => {
    // Server seed 'server', client seed 'client', nonce 1; recomputed with node:crypto
    // outside this package: 102 bytes, cards player, dealer, player, dealer, …
    const source = createByteStream(nodeHmacSha256, 'server', 'client', 1);
    const front = shuffledShoe(source).slice(0, 8);
    expect(front).toEqual([43, 44, 7, 20, 42, 41, 24, 4]);
    expect(front.map(cardText).join(' ')).toBe('8♣ 9♣ 8♠ 9♥ 7♣ 6♣ A♦ 5♠');
    expect(source.bytesUsed).toBe(102);
  });

  it(
    'deals a ten-value card first a quarter of the time over a million shuffles',
    () => {
      const rounds = 1_000_000;
      const source = seededSource();
      let tens = 0;
      for (let i = 0; i < rounds; i += 1) {
        if (cardValue(shuffledShoe(source)[0] as number) === 10) tens += 1;
      }
      const p = 72 / 288;
      expect(Math.abs(tens / rounds - p), `seed ${source.seedHex}`).toBeLessThanOrEqual(
        tolerance(Math.sqrt(p * (1 - p)), rounds),
      );
    },
    SIMULATION_TIMEOUT,
  );
});
