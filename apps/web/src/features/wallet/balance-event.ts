import type { CoinType } from '../../lib/ui-store';
import { coinsToHundredths } from '../../lib/coins';
import type { User, UserWallet } from '../../lib/user';

/** USER_WALLET_BALANCE data (SPEC §7): decimals; scCoin is total SC, wsc the redeemable part. */
export interface WalletBalanceEvent {
  readonly gcCoin: number;
  readonly scCoin: number;
  readonly wsc: number;
  readonly isCredit: boolean;
}

const isAmount = (value: unknown): value is number =>
  typeof value === 'number' && coinsToHundredths(value) !== null;

/** The event's data when it is well formed; anything else is ignored rather than shown. */
export function readWalletBalanceEvent(payload: unknown): WalletBalanceEvent | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const data = (payload as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const { gcCoin, scCoin, wsc, isCredit } = data as Record<string, unknown>;
  if (!isAmount(gcCoin) || !isAmount(scCoin) || !isAmount(wsc)) return null;
  return { gcCoin, scCoin, wsc, isCredit: isCredit === true };
}

/** SPEC §4 Wallet live events: the balance update sets GC and SC on the cached user. */
export function applyWalletBalance(user: User, event: WalletBalanceEvent): User {
  return {
    ...user,
    userWallet: {
      gcCoin: event.gcCoin,
      scCoin: { wsc: event.wsc },
      totalScCoin: event.scCoin,
    },
  };
}

/** A balance that rose with a credit, in hundredths, for the count-up. */
export interface CoinCredit {
  readonly coin: CoinType;
  readonly from: number;
  readonly to: number;
}

/**
 * The balances a credit event raised, compared with what the player saw
 * before it. Debits, and events for a wallet not loaded yet, animate nothing.
 */
export function creditedCoins(
  before: UserWallet | undefined,
  event: WalletBalanceEvent,
): CoinCredit[] {
  if (!event.isCredit || !before) return [];
  const pairs: [CoinType, number, number][] = [
    ['GC', before.gcCoin, event.gcCoin],
    ['SC', before.totalScCoin, event.scCoin],
  ];
  const credits: CoinCredit[] = [];
  for (const [coin, previous, next] of pairs) {
    const from = coinsToHundredths(previous);
    const to = coinsToHundredths(next);
    if (from !== null && to !== null && to > from) credits.push({ coin, from, to });
  }
  return credits;
}
