import type { CSSProperties } from 'react';
import { RANKS, rankOf, SUITS, suitOf } from '@app/games/blackjack-cards';

const SUIT_SYMBOLS = ['♠', '♥', '♦', '♣'] as const;
const SUIT_NAMES: Record<(typeof SUITS)[number], string> = {
  spades: 'spades',
  hearts: 'hearts',
  diamonds: 'diamonds',
  clubs: 'clubs',
};
const RANK_NAMES: Record<string, string> = { A: 'Ace', J: 'Jack', Q: 'Queen', K: 'King' };

/** 'Ace of spades' for a card code (a Spanish deck: no 10-spots). */
export function cardName(card: number): string {
  const rank = RANKS[rankOf(card)] ?? '?';
  const suit = SUITS[suitOf(card)] ?? 'spades';
  return `${RANK_NAMES[rank] ?? rank} of ${SUIT_NAMES[suit]}`;
}

interface PlayingCardProps {
  /** Null: face down (the dealer's hole card). */
  readonly card: number | null;
  /** Order in the hand, for the deal animation's delay. */
  readonly index: number;
}

/** A card drawn in CSS: corner indices and a large centre pip, or the back. */
export function PlayingCard({ card, index }: PlayingCardProps) {
  const style = { '--deal-delay': `${index * 90}ms` } as CSSProperties;
  if (card === null) {
    return (
      <span className="bj-card bj-card--back" style={style} role="img" aria-label="Face-down card">
        <span className="bj-card__pattern" />
      </span>
    );
  }
  const rank = RANKS[rankOf(card)] ?? '?';
  const suitIndex = suitOf(card);
  const suit = SUIT_SYMBOLS[suitIndex] ?? '♠';
  const red = suitIndex === 1 || suitIndex === 2;
  const face = rank === 'J' || rank === 'Q' || rank === 'K';
  return (
    <span
      className={['bj-card', red ? 'bj-card--red' : 'bj-card--black', face ? 'bj-card--face' : '']
        .filter(Boolean)
        .join(' ')}
      style={style}
      role="img"
      aria-label={cardName(card)}
    >
      <span className="bj-card__corner" aria-hidden="true">
        <b>{rank}</b>
        <i>{suit}</i>
      </span>
      <span className="bj-card__centre" aria-hidden="true">
        {face ? <span className="bj-card__face">{rank}</span> : suit}
      </span>
      <span className="bj-card__corner bj-card__corner--end" aria-hidden="true">
        <b>{rank}</b>
        <i>{suit}</i>
      </span>
    </span>
  );
}
