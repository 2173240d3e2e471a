import { COIN_TYPES, type CoinType } from '@app/contracts/constants';

/** One big win of the live-winners feed (GET /casino-games/live-winners, socket LIVE_WINNER). */
export interface LiveWinner {
  readonly userName: string;
  readonly gameId: number;
  readonly gameName: string;
  /** The game's art; the socket event leaves it out. */
  readonly imageUrl?: string | null;
  readonly coinType: CoinType;
  readonly winAmount: number;
  readonly createdAt: string | null;
}

/** The strip keeps this many of the newest wins. */
export const LIVE_WINNERS_SHOWN = 20;

const isCoinType = (value: unknown): value is CoinType =>
  typeof value === 'string' && (COIN_TYPES as readonly string[]).includes(value);

/** The winner of a LIVE_WINNER event ({data: {...}}), or null when the payload is not one. */
export function readLiveWinnerEvent(payload: unknown): LiveWinner | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const data = (payload as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const { userName, gameId, gameName, imageUrl, coinType, winAmount, createdAt } = data as Record<
    string,
    unknown
  >;
  if (
    typeof userName !== 'string' ||
    typeof gameId !== 'number' ||
    typeof gameName !== 'string' ||
    !isCoinType(coinType) ||
    typeof winAmount !== 'number' ||
    !Number.isFinite(winAmount)
  ) {
    return null;
  }
  return {
    userName,
    gameId,
    gameName,
    imageUrl: typeof imageUrl === 'string' ? imageUrl : null,
    coinType,
    winAmount,
    createdAt: typeof createdAt === 'string' ? createdAt : null,
  };
}

/** A win's identity, so one announced twice (list and socket) shows once. */
export const liveWinnerKey = (winner: LiveWinner): string =>
  `${winner.userName}|${winner.gameId}|${winner.coinType}|${winner.winAmount}|${winner.createdAt ?? ''}`;

/** The feed with a new win first, without duplicates, at most `limit` long. */
export function prependWinner(
  winners: readonly LiveWinner[] | undefined,
  winner: LiveWinner,
  limit: number = LIVE_WINNERS_SHOWN,
): LiveWinner[] {
  const key = liveWinnerKey(winner);
  const rest = (winners ?? []).filter((existing) => liveWinnerKey(existing) !== key);
  return [winner, ...rest].slice(0, limit);
}
