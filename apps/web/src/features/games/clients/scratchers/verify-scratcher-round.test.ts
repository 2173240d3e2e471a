import { describe, expect, it } from 'vitest';
import { play } from '@app/games/scratchers';
import { TEST_SEEDS, testRound, testStream } from '../shared/testing-rounds';
import { verifyScratcherRound } from './verify-scratcher-round';

describe('scratch card verification in the browser', () => {
  it.each(['lucky7s', 'goldrush'])('recomputes a %s card', (theme) => {
    for (let nonce = 0; nonce < 5; nonce += 1) {
      const outcome = play(theme, 500, { minBet: 1, maxBet: 100_000 }, testStream(nonce));
      const round = testRound({
        gameType: 'scratcher',
        betHundredths: 500,
        payoutHundredths: outcome.payout,
        params: {},
        outcome,
        nonce,
      });
      expect(verifyScratcherRound(round, TEST_SEEDS.serverSeed).matches).toBe(true);
    }
  });

  it('catches swapped cells', () => {
    const outcome = play('lucky7s', 500, { minBet: 1, maxBet: 100_000 }, testStream());
    const cells = [...outcome.cells].reverse();
    const round = testRound({
      gameType: 'scratcher',
      betHundredths: 500,
      payoutHundredths: outcome.payout,
      params: {},
      outcome: { ...outcome, cells },
    });
    const same = cells.every((cell, i) => cell === outcome.cells[i]);
    expect(verifyScratcherRound(round, TEST_SEEDS.serverSeed).matches).toBe(same);
  });
});
