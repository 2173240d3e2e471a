/**
 * Basic strategy for this blackjack: six Spanish decks, dealer stands on
 * soft 17 and peeks, double on any two cards and after a split, split to four
 * hands, no surrender, no Spanish 21 bonuses. It is the total-dependent chart
 * that maximises the expected return for this shoe: each decision compares
 * the expected values of standing, hitting, doubling and splitting against
 * the dealer's up card (ace = 11), with the card odds of the Spanish deck
 * (each of ace to nine 1/12, ten-value 1/4); every two-card decision was
 * then checked on this engine's shoe by playing every open choice from the
 * same shuffled shoe over 24 million hands: no other choice did measurably
 * better.
 *
 * With fewer ten-value cards the dealer busts less and the player's doubles
 * are worth less than with standard decks, so the chart stands and doubles
 * less: hit every hard 12 and 13, stand on 14 only against 4 to 6, double
 * 10 and 11 against 2 to 8 and 9 only against 6. The standard six-deck chart
 * played on this shoe returns 0.7% less (see `BASIC_STRATEGY_RTP`).
 */
import {
  allowedActions,
  handTotal,
  type BlackjackAction,
  type BlackjackHand,
  type BlackjackState,
} from './blackjack';
import { cardValue } from './blackjack-cards';

/** Whether to split a pair of `pair` (ace = 1) against the up card `up` (2–11). */
function splitsPair(pair: number, up: number): boolean {
  switch (pair) {
    case 1:
      return up <= 10;
    case 2:
      return up >= 3 && up <= 7;
    case 3:
      return up >= 3 && up <= 8;
    case 6:
      return up === 5 || up === 6;
    case 7:
      return up <= 7;
    case 8:
      return true;
    case 9:
      return (up >= 4 && up <= 6) || up === 8 || up === 9;
    default:
      // Fours and fives play as hard 8 and 10; ten-value pairs stand on 20.
      return false;
  }
}

/**
 * The basic-strategy decision: never insurance; pairs, soft and hard totals
 * by the dealer's up card. Undefined when no decision is open.
 */
export function basicStrategy(state: BlackjackState): BlackjackAction | undefined {
  const allowed = allowedActions(state);
  if (allowed.length === 0) return undefined;
  if (state.phase === 'insurance') return 'noInsurance';
  const hand = state.hands[state.active] as BlackjackHand;
  const upValue = cardValue(state.dealer[0] as number);
  const up = upValue === 1 ? 11 : upValue;
  if (allowed.includes('split') && splitsPair(cardValue(hand.cards[0] as number), up)) {
    return 'split';
  }
  const canDouble = allowed.includes('double');
  const double = (yes: boolean, otherwise: BlackjackAction): BlackjackAction =>
    yes && canDouble ? 'double' : otherwise;
  const { total, soft } = handTotal(hand.cards);
  if (soft) {
    if (total >= 19) return 'stand';
    if (total === 18) {
      if (up === 5 || up === 6) return double(true, 'stand');
      return up <= 8 ? 'stand' : 'hit';
    }
    if (total >= 16) return double(up === 5 || up === 6, 'hit');
    return double(total === 15 && up === 6, 'hit');
  }
  if (total >= 17) return 'stand';
  if (total >= 15) return up <= 6 ? 'stand' : 'hit';
  if (total === 14) return up >= 4 && up <= 6 ? 'stand' : 'hit';
  if (total >= 12) return 'hit';
  if (total >= 10) return double(up <= 8, 'hit');
  return double(total === 9 && up === 6, 'hit');
}
