import { createByteStream, type ByteStream } from '@app/games/provably-fair';
import { hmacSha256 } from '@app/games/sha256';
import type { RoundDetail } from './round-types';

/**
 * What a game's verifier answers after recomputing a round in the browser
 * from the revealed server seed: whether it equals the stored outcome and
 * payout, and the recomputed result in words.
 */
export interface Recomputed {
  readonly matches: boolean;
  readonly summary: string;
}

/** Recomputes a settled round of one game with the revealed server seed. */
export type RoundVerifier = (round: RoundDetail, serverSeed: string) => Recomputed;

/** The server checked the stake when the round was played; recomputing only needs its shape. */
export const ANY_STAKE = { minBet: 1, maxBet: Number.MAX_SAFE_INTEGER } as const;

/** The round's provably-fair byte stream, computed with the browser-safe HMAC-SHA256. */
export function roundStream(round: RoundDetail, serverSeed: string): ByteStream {
  return createByteStream(hmacSha256, serverSeed, round.clientSeed, round.nonce);
}
