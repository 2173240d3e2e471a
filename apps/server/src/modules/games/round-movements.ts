import type { Movement } from '../wallet/wallet.service';

export type CoinType = 'GC' | 'SC';

/** A round's stake: from the player's coins to the games house account. */
export const stakeMove = (coin: CoinType, amount: number): Movement => ({
  direction: 'debit',
  currency: coin,
  amount,
  house: 'GAMES',
  kind: 'bet',
});

/** A round's win: GC back to GC; SC won is redeemable. */
export const winMove = (coin: CoinType, amount: number): Movement => ({
  direction: 'credit',
  currency: coin,
  amount,
  house: 'GAMES',
  kind: 'win',
  ...(coin === 'SC' ? { scAccount: 'SC_REDEEMABLE' as const } : {}),
});

/** The player's balance in the round's coin: GC, or all SC (unplayed and redeemable). */
export const coinBalance = (
  b: { gc: number; scUnplayed: number; scRedeemable: number },
  coin: CoinType,
) => (coin === 'GC' ? b.gc : b.scUnplayed + b.scRedeemable);
