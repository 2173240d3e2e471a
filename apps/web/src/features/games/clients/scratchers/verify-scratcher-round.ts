import { play, type ScratcherRoundResult } from '@app/games/scratchers';
import { hundredthsOf } from '../shared/amounts';
import { ANY_STAKE, roundStream, type RoundVerifier } from '../shared/round-verifier';
import { sameData } from '../shared/same-data';

/** Replays a scratch card: the prize ticket, the filler symbols, then the shuffle of the nine cells. */
export const verifyScratcherRound: RoundVerifier = (round, serverSeed) => {
  const stored = round.outcome as ScratcherRoundResult;
  const result = play(
    stored.themeKey,
    hundredthsOf(round.bet),
    ANY_STAKE,
    roundStream(round, serverSeed),
  );
  return {
    matches: sameData(result, stored) && result.payout === hundredthsOf(round.payout),
    summary: result.prize
      ? `Three ${result.prize.name} in cells ${result.winningCells.map((c) => c + 1).join(', ')}: ${result.prize.multiplier}x the card`
      : `No three alike: ${result.cells.join(', ')}`,
  };
};
