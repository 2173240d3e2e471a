import { play, type RouletteBet } from '@app/games/roulette';
import { hundredthsOf } from '../shared/amounts';
import { ANY_STAKE, roundStream, type RoundVerifier } from '../shared/round-verifier';
import { sameData } from '../shared/same-data';

/** Replays a spin: one draw in [0, 37) from the round's stream, then each stored chip paid. */
export const verifyRouletteRound: RoundVerifier = (round, serverSeed) => {
  const chips = round.params as RouletteBet[];
  const result = play(chips, ANY_STAKE, roundStream(round, serverSeed));
  const winners = result.bets.filter((bet) => bet.won).length;
  return {
    matches: sameData(result, round.outcome) && result.totalPayout === hundredthsOf(round.payout),
    summary: `Pocket ${result.pocket} ${result.color} · ${winners} of ${result.bets.length} bets won`,
  };
};
