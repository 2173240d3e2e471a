import { isDeepStrictEqual } from 'node:util';
import { hashServerSeed, nodeHmacSha256 } from '@app/games/node-hmac';
import { createByteStream } from '@app/games/provably-fair';
import type { SingleStepEngine } from '../games/engines/engine';
import { ENGINES } from '../games/engines/registry';
import type { RoundRow, SeedRow } from '../games/rounds.repository';

/**
 * The provably-fair proof of a round as staff see it. The server seed shows only once the
 * player's pair has been rotated (a live seed would let its round outcomes be foreseen); then
 * the round is recomputed here from the seeds — one-request games replay their engine and must
 * give the recorded outcome and payout; step-by-step games are checked in the game's History
 * panel, which replays the player's choices.
 */
export function roundProof(round: RoundRow, seed: SeedRow, themeKey: string) {
  const serverSeed = seed.isActive ? null : seed.serverSeed;
  const proof = {
    serverSeedHash: round.serverSeedHash,
    serverSeed,
    clientSeed: round.clientSeed,
    nonce: round.nonce,
    hashMatches: serverSeed === null ? null : hashServerSeed(serverSeed) === round.serverSeedHash,
    outcomeMatches: null as boolean | null,
  };
  const engine = ENGINES[round.gameType];
  if (serverSeed === null || round.status !== 'settled' || engine?.kind !== 'single') return proof;
  try {
    // The round keeps its parameters as the engine parsed them (amounts in hundredths).
    const params = round.params;
    const replay = engine.play(
      {
        stream: createByteStream(nodeHmacSha256, serverSeed, round.clientSeed, round.nonce),
        bet: betOf(engine, params, round.bet),
        themeKey,
      },
      params,
    );
    proof.outcomeMatches =
      replay.payout === round.payout && isDeepStrictEqual(toJson(replay.outcome), round.outcome);
  } catch {
    proof.outcomeMatches = false;
  }
  return proof;
}

/**
 * The bet the engine was given. The round stores the stake; a game whose stake is a multiple of
 * the bet (lines of a slot) is given stake ÷ multiple.
 */
function betOf(engine: SingleStepEngine, params: unknown, stake: number): number {
  const perUnit = engine.stake?.(1, params) ?? 1;
  return perUnit > 0 && stake % perUnit === 0 ? stake / perUnit : stake;
}

/** The outcome as the database returns it (JSON: undefined fields dropped). */
const toJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));
