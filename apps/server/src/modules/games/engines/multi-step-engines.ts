import { ZBlackjackAction, ZMinesAction, ZMinesParams } from '@app/contracts/game-params';
import * as blackjack from '@app/games/blackjack';
import * as mines from '@app/games/mines';
import type { MultiStepEngine, StepResult } from './engine';
import { parseWith } from './parse';
import { rtpFrom } from './rtp';

const ANY_STAKE = { minBet: 1, maxBet: Number.MAX_SAFE_INTEGER };

function blackjackStep(
  previous: blackjack.BlackjackState | null,
  state: blackjack.BlackjackState,
): StepResult<blackjack.BlackjackState> {
  const finished = state.phase === 'finished';
  return {
    state,
    view: blackjack.publicView(state),
    finished,
    payout: finished ? blackjack.settle(state).totalPayout : 0,
    extraBet: previous ? blackjack.totalStake(state) - blackjack.totalStake(previous) : 0,
  };
}

/**
 * A round started by an earlier version (blackjack-1 dealt from standard
 * decks, with other card codes) and left in play over an upgrade: this
 * version can neither play nor show it, only refund it.
 */
const isEarlierVersion = (state: blackjack.BlackjackState) =>
  (state.version as string) !== blackjack.GAME_VERSION;

export const blackjackEngine: MultiStepEngine<Record<string, never>, blackjack.BlackjackState> = {
  kind: 'multi',
  version: blackjack.GAME_VERSION,
  parseParams: () => ({}),
  start: (ctx) => blackjackStep(null, blackjack.start(ctx.bet, ANY_STAKE, ctx.stream)),
  act(state, input) {
    const { action } = parseWith(ZBlackjackAction, input);
    return blackjackStep(state, blackjack.act(state, action));
  },
  /** A hand left unfinished: every stake goes back to the player. */
  abandon: (state) => ({
    payout: blackjack.totalStake(state),
    view: isEarlierVersion(state)
      ? { version: state.version, abandoned: true }
      : { ...blackjack.publicView(state), abandoned: true },
  }),
  reveal: (state) =>
    isEarlierVersion(state)
      ? { version: state.version, totalStake: blackjack.totalStake(state), settlement: null }
      : {
          ...blackjack.publicView(state),
          dealer: state.dealer,
          settlement: state.phase === 'finished' ? blackjack.settle(state) : null,
        },
  /** Measured: basic strategy for this shoe over the simulated hands of BASIC_STRATEGY_RTP. */
  theoreticalRtp: () =>
    rtpFrom(
      blackjack.info,
      `Basic strategy, simulated over ${blackjack.BASIC_STRATEGY_RTP.hands.toLocaleString('en-US')} hands`,
    ),
};

function minesStep(state: mines.MinesState): StepResult<mines.MinesState> {
  const finished = state.status !== 'playing';
  return {
    state,
    view: mines.publicView(state),
    finished,
    payout: finished ? mines.settle(state).payout : 0,
    extraBet: 0,
  };
}

export const minesEngine: MultiStepEngine<{ mines: number }, mines.MinesState> = {
  kind: 'multi',
  version: mines.GAME_VERSION,
  parseParams: (input) => parseWith(ZMinesParams, input),
  start: (ctx, params) => minesStep(mines.start(ctx.bet, params.mines, ANY_STAKE, ctx.stream)),
  act(state, input) {
    const parsed = parseWith(ZMinesAction, input);
    const action: mines.MinesAction =
      parsed.action === 'reveal'
        ? { type: 'reveal', cell: parsed.params.cell }
        : { type: 'cashOut' };
    return minesStep(mines.act(state, action));
  },
  /** A round left open: whichever is more, the stake back or cashing out what the safe cells won. */
  abandon(state) {
    const cashedOut =
      state.revealed.length > 0 ? mines.settle(mines.act(state, { type: 'cashOut' })).payout : 0;
    return {
      payout: Math.max(state.bet, cashedOut),
      view: { ...mines.publicView(state), abandoned: true },
    };
  },
  reveal: (state) => ({ ...mines.publicView(state), mines: state.mines }),
  /** Exact: survival chance times the multiplier; the lowest over mine counts and cash-out points. */
  theoreticalRtp: () => rtpFrom(mines.info, 'Lowest over every mine count and cash-out point'),
};
