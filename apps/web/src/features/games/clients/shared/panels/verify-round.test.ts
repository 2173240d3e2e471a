import { describe, expect, it } from 'vitest';
import { sha256Hex } from '@app/games/sha256';
import type { RoundDetail } from '../round-types';
import { verifyRound } from './verify-round';

const SEED = 'a'.repeat(64);

function round(overrides: Partial<RoundDetail>): RoundDetail {
  return {
    roundId: 1,
    gameId: 9,
    status: 'settled',
    coinType: 'GC',
    bet: 1,
    payout: 0,
    balanceAfter: 0,
    serverSeedHash: sha256Hex(SEED),
    clientSeed: 'client',
    nonce: 0,
    gameType: 'dice',
    gameVersion: 'dice-1',
    params: {},
    outcome: {},
    steps: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    settledAt: '2026-01-01T00:00:00.000Z',
    serverSeed: SEED,
    ...overrides,
  };
}

describe('verifyRound', () => {
  it('waits for the rotation while the server seed is secret', () => {
    expect(
      verifyRound(round({ serverSeed: null }), () => ({ matches: true, summary: '' })),
    ).toEqual({ kind: 'sealed' });
  });

  it('does not verify a round still being played', () => {
    expect(
      verifyRound(round({ status: 'active' }), () => ({ matches: true, summary: '' })).kind,
    ).toBe('active');
  });

  it('verifies when the hash and the recomputed outcome both match', () => {
    const result = verifyRound(round({}), () => ({ matches: true, summary: 'Roll 50.00' }));
    expect(result).toMatchObject({ kind: 'checked', hashMatches: true, verified: true });
  });

  it('refuses a seed that does not hash to the commitment', () => {
    const result = verifyRound(round({ serverSeedHash: 'f'.repeat(64) }), () => ({
      matches: true,
      summary: '',
    }));
    expect(result).toMatchObject({ kind: 'checked', hashMatches: false, verified: false });
  });

  it('reports a round that cannot be recomputed', () => {
    const result = verifyRound(round({}), () => {
      throw new Error('Unknown game version');
    });
    expect(result).toMatchObject({ verified: false, error: 'Unknown game version' });
  });
});
