import { sha256Hex } from '@app/games/sha256';
import type { RoundDetail } from '../round-types';
import type { Recomputed, RoundVerifier } from '../round-verifier';

/** What the Verify view can say about a round. */
export type Verification =
  /** Still being played: nothing to verify yet. */
  | { readonly kind: 'active' }
  /** The seed pair is still in use: its server seed is secret until rotated. */
  | { readonly kind: 'sealed' }
  | {
      readonly kind: 'checked';
      readonly serverSeed: string;
      /** SHA-256 of the revealed seed, computed here. */
      readonly computedHash: string;
      readonly hashMatches: boolean;
      readonly recomputed: Recomputed | null;
      /** Why the round could not be recomputed (a version this build does not know). */
      readonly error: string | null;
      /** The hash matches the commitment and the recomputed round equals the stored one. */
      readonly verified: boolean;
    };

/**
 * Checks a round in the browser: the revealed server seed must hash to the
 * commitment shown before play, and replaying the game with it (the game's
 * own `play`/`start` over HMAC-SHA256) must give the stored outcome.
 */
export function verifyRound(round: RoundDetail, verify: RoundVerifier): Verification {
  if (round.status !== 'settled') return { kind: 'active' };
  const serverSeed = round.serverSeed;
  if (!serverSeed) return { kind: 'sealed' };
  const computedHash = sha256Hex(serverSeed);
  const hashMatches = computedHash === round.serverSeedHash;
  let recomputed: Recomputed | null = null;
  let error: string | null = null;
  try {
    recomputed = verify(round, serverSeed);
  } catch (cause) {
    error = cause instanceof Error ? cause.message : 'The round could not be recomputed.';
  }
  return {
    kind: 'checked',
    serverSeed,
    computedHash,
    hashMatches,
    recomputed,
    error,
    verified: hashMatches && recomputed?.matches === true,
  };
}
