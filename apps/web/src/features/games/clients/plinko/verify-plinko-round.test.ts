import { describe, expect, it } from 'vitest';
import { play } from '@app/games/plinko';
import { TEST_SEEDS, testRound, testStream } from '../shared/testing-rounds';
import { verifyPlinkoRound } from './verify-plinko-round';

describe('plinko verification in the browser', () => {
  const selection = { rows: 12, risk: 'medium' } as const;
  const outcome = play(selection, 1000, { minBet: 1, maxBet: 100_000 }, testStream());
  const round = testRound({
    gameType: 'plinko',
    betHundredths: 1000,
    payoutHundredths: outcome.payout,
    params: selection,
    outcome,
  });

  it('recomputes the path and bucket from the revealed seed', () => {
    const result = verifyPlinkoRound(round, TEST_SEEDS.serverSeed);
    expect(result.matches).toBe(true);
    expect(result.summary).toContain(`bucket ${outcome.bucket + 1} of 13`);
  });

  it('catches a path the seed does not give', () => {
    const path = outcome.path.map((step) => (1 - step) as 0 | 1);
    expect(
      verifyPlinkoRound({ ...round, outcome: { ...outcome, path } }, TEST_SEEDS.serverSeed).matches,
    ).toBe(false);
  });
});
