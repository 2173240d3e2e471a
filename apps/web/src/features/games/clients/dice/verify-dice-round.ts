import { play, type DiceRoundResult, type DiceSelection } from '@app/games/dice';
import { hundredthsOf } from '../shared/amounts';
import { ANY_STAKE, roundStream, type RoundVerifier } from '../shared/round-verifier';
import { sameData } from '../shared/same-data';
import { rollText } from './dice-selection';

/** Replays a dice round: one draw in [0, 10,000) from the round's stream. */
export const verifyDiceRound: RoundVerifier = (round, serverSeed) => {
  const selection = round.params as DiceSelection;
  const result: DiceRoundResult = play(
    selection,
    hundredthsOf(round.bet),
    ANY_STAKE,
    roundStream(round, serverSeed),
  );
  return {
    matches: sameData(result, round.outcome) && result.payout === hundredthsOf(round.payout),
    summary: `Roll ${rollText(result.roll)}, ${selection.direction} ${rollText(selection.target)}: ${
      result.won ? 'a win' : 'a loss'
    }`,
  };
};
