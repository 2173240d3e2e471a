import { act, publicView, settle, start, type MinesState, type MinesView } from '@app/games/mines';
import { hundredthsOf } from '../shared/amounts';
import { ANY_STAKE, roundStream, type RoundVerifier } from '../shared/round-verifier';
import { sameData } from '../shared/same-data';

/**
 * Replays a mines round: the mines are drawn at the start from the round's
 * stream; the stored reveals are then applied in order (and the cash-out, if
 * the player took it) and the end state must equal the stored one.
 */
export const verifyMinesRound: RoundVerifier = (round, serverSeed) => {
  const stored = round.outcome as MinesView & { mines: readonly number[] };
  const params = round.params as { mines: number };
  let state: MinesState = start(
    stored.bet,
    params.mines,
    ANY_STAKE,
    roundStream(round, serverSeed),
  );
  const drawn = state.mines;
  for (const cell of stored.revealed) {
    if (state.status !== 'playing') break;
    state = act(state, { type: 'reveal', cell });
  }
  if (stored.status === 'cashedOut' && state.status === 'playing' && state.revealed.length > 0) {
    state = act(state, { type: 'cashOut' });
  }
  const recomputed = { ...publicView(state), mines: state.mines };
  const payout =
    state.status === 'playing'
      ? Math.max(
          state.bet,
          state.revealed.length > 0 ? settle(act(state, { type: 'cashOut' })).payout : 0,
        )
      : settle(state).payout;
  return {
    matches: sameData(recomputed, stored) && payout === hundredthsOf(round.payout),
    summary: `Mines at ${[...drawn]
      .sort((a, b) => a - b)
      .map((cell) => cell + 1)
      .join(', ')} · ${
      state.status === 'lost' ? 'a mine was hit' : `${state.revealed.length} gems, cashed out`
    }`,
  };
};
