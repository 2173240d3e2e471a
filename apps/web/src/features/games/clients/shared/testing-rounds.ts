import { createByteStream, type ByteStream } from '@app/games/provably-fair';
import { hmacSha256, sha256Hex } from '@app/games/sha256';
import { decimalOf } from './amounts';
import type { RoundDetail } from './round-types';

/** Seeds of the rounds the verifier tests replay. */
export const TEST_SEEDS = {
  serverSeed: '9f2c4b1e7a6d3c5b8e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d',
  clientSeed: 'lucky-client',
  nonce: 7,
} as const;

/** The stream the server would have used for the test round. */
export function testStream(nonce: number = TEST_SEEDS.nonce): ByteStream {
  return createByteStream(hmacSha256, TEST_SEEDS.serverSeed, TEST_SEEDS.clientSeed, nonce);
}

/** A settled round as GET /casino-games/rounds/:roundId answers it, seed revealed. */
export function testRound(input: {
  gameType: string;
  betHundredths: number;
  payoutHundredths: number;
  params: unknown;
  outcome: unknown;
  steps?: readonly unknown[];
  nonce?: number;
}): RoundDetail {
  return {
    roundId: 42,
    gameId: 1,
    status: 'settled',
    coinType: 'GC',
    bet: decimalOf(input.betHundredths),
    payout: decimalOf(input.payoutHundredths),
    balanceAfter: 0,
    serverSeedHash: sha256Hex(TEST_SEEDS.serverSeed),
    clientSeed: TEST_SEEDS.clientSeed,
    nonce: input.nonce ?? TEST_SEEDS.nonce,
    gameType: input.gameType,
    gameVersion: '1',
    params: JSON.parse(JSON.stringify(input.params)) as unknown,
    outcome: JSON.parse(JSON.stringify(input.outcome)) as unknown,
    steps: JSON.parse(JSON.stringify(input.steps ?? [])) as unknown[],
    createdAt: '2026-01-01T00:00:00.000Z',
    settledAt: '2026-01-01T00:00:00.000Z',
    serverSeed: TEST_SEEDS.serverSeed,
  };
}
