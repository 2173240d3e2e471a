import { play, type PlinkoSelection } from '@app/games/plinko';
import { formatMultiplier, hundredthsOf } from '../shared/amounts';
import { ANY_STAKE, roundStream, type RoundVerifier } from '../shared/round-verifier';
import { sameData } from '../shared/same-data';

/** Replays a drop: one byte per row, an odd byte goes right. */
export const verifyPlinkoRound: RoundVerifier = (round, serverSeed) => {
  const selection = round.params as PlinkoSelection;
  const result = play(
    selection,
    hundredthsOf(round.bet),
    ANY_STAKE,
    roundStream(round, serverSeed),
  );
  const path = result.path.map((step) => (step === 1 ? 'R' : 'L')).join('');
  return {
    matches: sameData(result, round.outcome) && result.payout === hundredthsOf(round.payout),
    summary: `Path ${path} → bucket ${result.bucket + 1} of ${selection.rows + 1}, ${formatMultiplier(
      result.multiplier.numerator,
      result.multiplier.denominator,
    )} (${selection.risk} risk)`,
  };
};
