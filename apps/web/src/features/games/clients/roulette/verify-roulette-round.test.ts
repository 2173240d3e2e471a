import { describe, expect, it } from 'vitest';
import { play, type RouletteBet } from '@app/games/roulette';
import { TEST_SEEDS, testRound, testStream } from '../shared/testing-rounds';
import { verifyRouletteRound } from './verify-roulette-round';

describe('roulette verification in the browser', () => {
  const chips: RouletteBet[] = [
    { type: 'straight', numbers: [17], amount: 100 },
    { type: 'red', amount: 500 },
    { type: 'dozen', index: 2, amount: 200 },
  ];
  const outcome = play(chips, { minBet: 1, maxBet: 1_000_000 }, testStream());

  it('recomputes the pocket and every bet from the revealed seed', () => {
    const round = testRound({
      gameType: 'roulette',
      betHundredths: 800,
      payoutHundredths: outcome.totalPayout,
      params: chips,
      outcome,
    });
    const result = verifyRouletteRound(round, TEST_SEEDS.serverSeed);
    expect(result.matches).toBe(true);
    expect(result.summary).toContain(`Pocket ${outcome.pocket}`);
  });

  it('catches another pocket', () => {
    const round = testRound({
      gameType: 'roulette',
      betHundredths: 800,
      payoutHundredths: outcome.totalPayout,
      params: chips,
      outcome: { ...outcome, pocket: (outcome.pocket + 1) % 37 },
    });
    expect(verifyRouletteRound(round, TEST_SEEDS.serverSeed).matches).toBe(false);
  });
});
