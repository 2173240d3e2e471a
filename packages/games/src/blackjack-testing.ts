/**
 * Helpers for the blackjack tests (not used by the game): rounds dealt from
 * a shoe whose front cards the test chooses.
 */
import { type BlackjackState, start } from './blackjack';
import { DEALABLE_CARDS, DECK_SIZE, SHOE_SIZE } from './blackjack-cards';
import { scriptedSource } from './testing';

export const LIMITS = { minBet: 1, maxBet: 100_000 };

/** The shoe before the shuffle: position p holds card p mod 48. */
export function orderedShoe(): number[] {
  return Array.from({ length: SHOE_SIZE }, (_, p) => p % DECK_SIZE);
}

/** Card codes by text, all spades: 'A' ace, '7' seven, 'J' jack, 'K' king. There is no ten. */
export function card(text: string): number {
  const code = 'A23456789JQK'.indexOf(text);
  if (code < 0 || text.length !== 1) throw new Error(`No such card in a Spanish deck: ${text}`);
  return code;
}

/**
 * Bytes that make the front-to-back Fisher–Yates of the ordered shoe put
 * `prefix` at the front (the other dealt positions keep the card found
 * there): at position i the draw is the distance to the wanted card.
 */
export function rigShoe(prefix: readonly number[]): number[] {
  const shoe = orderedShoe();
  const bytes: number[] = [];
  for (let i = 0; i < DEALABLE_CARDS; i += 1) {
    const wanted = prefix[i];
    const j = wanted === undefined ? i : shoe.indexOf(wanted, i);
    if (j < 0) throw new Error('card not left in the shoe');
    const draw = j - i;
    if (SHOE_SIZE - i > 256) bytes.push(draw >> 8, draw & 0xff);
    else bytes.push(draw);
    [shoe[i], shoe[j]] = [shoe[j] as number, shoe[i] as number];
  }
  return bytes;
}

/** A round whose shoe starts with these cards: player, dealer up, player, dealer hole, then draws. */
export function deal(cards: string, bet = 100): BlackjackState {
  return start(bet, LIMITS, scriptedSource(rigShoe(Array.from(cards, card))));
}
