import { describe, expect, it } from 'vitest';
import { play } from '@app/games/slots';
import { TEST_SEEDS, testRound, testStream } from '../shared/testing-rounds';
import { verifySlotRound } from './verify-slot-round';

describe('slot verification in the browser', () => {
  it.each(['pharaoh', 'neon', 'buffalo', 'dragon'])('recomputes a %s round', (theme) => {
    const outcome = play(theme, 2000, { minBet: 1, maxBet: 100_000 }, testStream());
    const round = testRound({
      gameType: 'slot',
      betHundredths: 2000,
      payoutHundredths: outcome.payout,
      params: {},
      outcome,
    });
    const result = verifySlotRound(round, TEST_SEEDS.serverSeed);
    expect(result.matches).toBe(true);
    expect(result.summary).toContain(`Stops ${outcome.base.stops.join(', ')}`);
  });

  it('catches a changed payout', () => {
    const outcome = play('neon', 2000, { minBet: 1, maxBet: 100_000 }, testStream());
    const round = testRound({
      gameType: 'slot',
      betHundredths: 2000,
      payoutHundredths: outcome.payout + 100,
      params: {},
      outcome,
    });
    expect(verifySlotRound(round, TEST_SEEDS.serverSeed).matches).toBe(false);
  });
});
