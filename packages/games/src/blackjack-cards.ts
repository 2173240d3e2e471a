/**
 * The cards of blackjack: six Spanish decks. A Spanish deck is a standard
 * deck without its four 10-spot cards: 48 cards, ace to nine and jack, queen,
 * king in four suits. Jacks, queens and kings still count ten, so a shoe of
 * 288 cards holds 24 of each value from ace to nine and 72 worth ten.
 *
 * Card codes 0–47: rank = code mod 12 (0 ace, 1 two … 8 nine, 9 jack,
 * 10 queen, 11 king), suit = ⌊code / 12⌋. No code stands for a 10-spot, so
 * no state, view, replay or drawing of a card can show one.
 *
 * Shuffle: the ordered shoe (position p holds card p mod 48: deck by deck,
 * suit by suit) is shuffled by Fisher–Yates from the front with the
 * provably-fair draws: position i takes the card at i + draw in [0, 288 − i)
 * (two bytes while the range is above 256, one after, plus rejected draws).
 * Position i is final after draw i, and a round never deals more than
 * `DEALABLE_CARDS` cards, so only those positions are shuffled and kept: they
 * are exactly the front of the full shuffle from the same stream.
 */
import { drawWithoutReplacement, type ByteSource } from './provably-fair';

export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'J', 'Q', 'K'] as const;
export const SUITS = ['spades', 'hearts', 'diamonds', 'clubs'] as const;
const SUIT_SYMBOLS = '♠♥♦♣';

/** Cards in one Spanish deck: 48. */
export const DECK_SIZE = RANKS.length * SUITS.length;
export const DECKS = 6;
/** Cards in the shoe: 288. */
export const SHOE_SIZE = DECKS * DECK_SIZE;
/**
 * The most cards one round can deal, rounded up. A hand takes cards while its
 * best total is below 21, so the cards before its last one add up to at most
 * 20 counting aces as 1; the dealer's cards before the last add up to at most
 * 16. With four hands and the dealer that is at most 96 in value before the
 * last cards, which takes at most 56 cards (the shoe's 24 aces, 24 twos and
 * 8 threes), plus five last cards: 61.
 */
export const DEALABLE_CARDS = 64;

export function rankOf(card: number): number {
  return card % RANKS.length;
}

export function suitOf(card: number): number {
  return Math.floor(card / RANKS.length);
}

/** Blackjack value of a card: ace 1 (or 11 in a soft total), two to nine at face value, J, Q, K 10. */
export function cardValue(card: number): number {
  const rank = rankOf(card);
  return rank === 0 ? 1 : Math.min(rank + 1, 10);
}

/** 'A♠'-style text of a card code, for logs, replays and tests. */
export function cardText(card: number): string {
  return `${RANKS[rankOf(card)] ?? '?'}${SUIT_SYMBOLS[suitOf(card)] ?? '?'}`;
}

/** The front `DEALABLE_CARDS` cards of the six-deck Spanish shoe shuffled from the stream. */
export function shuffledShoe(source: ByteSource): number[] {
  return drawWithoutReplacement(source, SHOE_SIZE, DEALABLE_CARDS).map((p) => p % DECK_SIZE);
}
