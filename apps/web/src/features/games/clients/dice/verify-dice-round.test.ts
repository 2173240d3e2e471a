import { describe, expect, it } from 'vitest';
import { play } from '@app/games/dice';
import { TEST_SEEDS, testRound, testStream } from '../shared/testing-rounds';
import { verifyDiceRound } from './verify-dice-round';

describe('dice verification in the browser', () => {
  const selection = { target: 5000, direction: 'over' } as const;
  const outcome = play(selection, 1000, { minBet: 1, maxBet: 100_000 }, testStream());
  const round = testRound({
    gameType: 'dice',
    betHundredths: 1000,
    payoutHundredths: outcome.payout,
    params: selection,
    outcome,
  });

  it('recomputes the stored roll from the revealed seed', () => {
    const result = verifyDiceRound(round, TEST_SEEDS.serverSeed);
    expect(result.matches).toBe(true);
    expect(result.summary).toContain(`Roll ${(outcome.roll / 100).toFixed(2)}`);
  });

  it('catches a stored roll the seed does not give', () => {
    const forged = { ...round, outcome: { ...outcome, roll: (outcome.roll + 1) % 10_000 } };
    expect(verifyDiceRound(forged, TEST_SEEDS.serverSeed).matches).toBe(false);
    expect(verifyDiceRound(round, 'another seed').matches).toBe(false);
  });
});
