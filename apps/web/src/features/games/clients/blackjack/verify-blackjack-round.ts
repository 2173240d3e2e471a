import {
  GAME_VERSION,
  act,
  allowedActions,
  publicView,
  settle,
  start,
  totalStake,
  type BlackjackAction,
  type BlackjackState,
  type BlackjackView,
} from '@app/games/blackjack';
import { cardText } from '@app/games/blackjack-cards';
import { hundredthsOf } from '../shared/amounts';
import { ANY_STAKE, roundStream, type RoundVerifier } from '../shared/round-verifier';
import { sameData } from '../shared/same-data';

type StoredStep = BlackjackView & { abandoned?: boolean };

const withoutFlag = (step: StoredStep): BlackjackView => {
  const { abandoned: _abandoned, ...view } = step;
  return view;
};

/**
 * Replays a blackjack round: the shoe is shuffled from the round's stream at
 * the start; each stored step must then follow from the one before by one of
 * the decisions open at that point (the decisions are read back from the
 * views), and the end must equal the stored result. Only rounds of this
 * version can be replayed: an older version dealt from another shoe.
 */
export const verifyBlackjackRound: RoundVerifier = (round, serverSeed) => {
  if (round.gameVersion !== GAME_VERSION) {
    throw new Error(
      `This round was dealt by ${round.gameVersion}; this page replays ${GAME_VERSION} rounds (six Spanish decks) only.`,
    );
  }
  const steps = round.steps as StoredStep[];
  const first = steps[0];
  if (!first) throw new Error('The round has no recorded steps.');
  let state: BlackjackState = start(first.bet, ANY_STAKE, roundStream(round, serverSeed));
  let matches = sameData(publicView(state), first);
  const decisions: BlackjackAction[] = [];
  let abandoned = first.abandoned === true;
  for (const step of steps.slice(1)) {
    if (!matches) break;
    if (step.abandoned) {
      abandoned = true;
      matches = sameData(publicView(state), withoutFlag(step));
      break;
    }
    const found = allowedActions(state)
      .map((action) => ({ action, next: act(state, action) }))
      .find(({ next }) => sameData(publicView(next), step));
    if (!found) {
      matches = false;
      break;
    }
    decisions.push(found.action);
    state = found.next;
  }
  const finished = state.phase === 'finished';
  const recomputed = {
    ...publicView(state),
    dealer: state.dealer,
    settlement: finished ? settle(state) : null,
  };
  const payout = abandoned ? totalStake(state) : finished ? settle(state).totalPayout : -1;
  return {
    matches:
      matches && sameData(recomputed, round.outcome) && payout === hundredthsOf(round.payout),
    summary: [
      `Dealer ${state.dealer.map(cardText).join(' ')}`,
      ...state.hands.map((hand, i) => `hand ${i + 1} ${hand.cards.map(cardText).join(' ')}`),
      decisions.length > 0 ? `decisions ${decisions.join(', ')}` : null,
    ]
      .filter(Boolean)
      .join(' · '),
  };
};
