import { describe, expect, it } from 'vitest';
import { DECK_SIZE } from '@app/games/blackjack-cards';
import { cardName } from './playing-card';

describe('playing cards', () => {
  it('name the 48 cards of a Spanish deck, none of them a 10', () => {
    const names = Array.from({ length: DECK_SIZE }, (_, card) => cardName(card));
    expect(new Set(names).size).toBe(48);
    expect(names.filter((name) => name.includes('10'))).toEqual([]);
    expect(cardName(0)).toBe('Ace of spades');
    expect(cardName(8)).toBe('9 of spades');
    expect(cardName(9)).toBe('Jack of spades');
    expect(cardName(DECK_SIZE - 1)).toBe('King of clubs');
  });
});
