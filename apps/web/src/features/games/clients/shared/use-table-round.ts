import { useState } from 'react';
import type { SteppedRound } from './round-types';
import { useCoinSwitch } from './use-coin-switch';

/**
 * The stepped round a table shows (mines, blackjack): the one played here,
 * else the one resumed when the game opened. A finished round is put away
 * when the player switches coin; a round in play stays, in its own coin.
 */
export function useTableRound<V>(
  played: SteppedRound<V> | null,
  resumed: SteppedRound<V> | null | undefined,
  isFinished: (view: V) => boolean,
): SteppedRound<V> | null {
  const latest = played ?? resumed ?? null;
  const [putAway, setPutAway] = useState<number | null>(null);
  useCoinSwitch(() => {
    if (latest && isFinished(latest.view)) setPutAway(latest.roundId);
  });
  return latest && latest.roundId !== putAway ? latest : null;
}
