import { useState } from 'react';
import { useUiStore, type CoinType } from '../../../../lib/ui-store';

/**
 * The active coin (the GC/SC switch of the header or the bottom bar), and
 * `onSwitch` called in the render that first sees a new one. A game clears
 * there what its finished rounds show: their wins were in the other coin and
 * are not the player's current win. A round still in play (or still being
 * shown) finishes in its own coin, which every amount of it keeps.
 */
export function useCoinSwitch(onSwitch: () => void): CoinType {
  const coin = useUiStore((state) => state.coinType);
  const [seen, setSeen] = useState(coin);
  if (seen !== coin) {
    setSeen(coin);
    onSwitch();
  }
  return coin;
}
