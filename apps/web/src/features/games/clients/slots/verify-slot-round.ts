import { play, slotTheme } from '@app/games/slots';
import type { SlotRoundResult } from '@app/games/slot-engine';
import { formatMultiplier, hundredthsOf } from '../shared/amounts';
import { ANY_STAKE, roundStream, type RoundVerifier } from '../shared/round-verifier';
import { sameData } from '../shared/same-data';

/** Replays a slot round: one stop per reel for the paid spin, then every free spin in order. */
export const verifySlotRound: RoundVerifier = (round, serverSeed) => {
  const stored = round.outcome as SlotRoundResult;
  const result = play(
    stored.themeKey,
    hundredthsOf(round.bet),
    ANY_STAKE,
    roundStream(round, serverSeed),
  );
  const names = new Map(slotTheme(result.themeKey).config.symbols.map((s) => [s.key, s.name]));
  const free = result.freeSpins.length;
  const wins = result.base.lineWins
    .map((win) => `${win.count} × ${names.get(win.symbol) ?? win.symbol} on line ${win.line}`)
    .join(', ');
  return {
    matches: sameData(result, stored) && result.payout === hundredthsOf(round.payout),
    summary: [
      `Stops ${result.base.stops.join(', ')}`,
      wins || 'no line win',
      free > 0 ? `${free} free spins` : null,
      `total ${formatMultiplier(result.multiplier.numerator, result.multiplier.denominator)}`,
    ]
      .filter(Boolean)
      .join(' · '),
  };
};
