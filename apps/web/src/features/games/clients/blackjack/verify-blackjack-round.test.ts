import { describe, expect, it } from 'vitest';
import {
  act,
  basicStrategy,
  publicView,
  settle,
  start,
  type BlackjackState,
} from '@app/games/blackjack';
import { TEST_SEEDS, testRound, testStream } from '../shared/testing-rounds';
import { verifyBlackjackRound } from './verify-blackjack-round';

function playBasic(nonce: number) {
  let state: BlackjackState = start(1000, { minBet: 1, maxBet: 100_000 }, testStream(nonce));
  const steps: unknown[] = [publicView(state)];
  for (let action = basicStrategy(state); action; action = basicStrategy(state)) {
    state = act(state, action);
    steps.push(publicView(state));
  }
  return { state, steps };
}

describe('blackjack verification in the browser', () => {
  it('replays rounds played by basic strategy', () => {
    for (let nonce = 0; nonce < 30; nonce += 1) {
      const { state, steps } = playBasic(nonce);
      const settlement = settle(state);
      const round = testRound({
        gameType: 'blackjack',
        betHundredths: settlement.totalStake,
        payoutHundredths: settlement.totalPayout,
        params: {},
        outcome: { ...publicView(state), dealer: state.dealer, settlement },
        steps,
        nonce,
      });
      expect(verifyBlackjackRound(round, TEST_SEEDS.serverSeed).matches).toBe(true);
    }
  });

  it('catches a dealt card that the shoe does not hold', () => {
    const { state, steps } = playBasic(3);
    const settlement = settle(state);
    const dealer = [...state.dealer];
    dealer[0] = ((dealer[0] as number) + 1) % 52;
    const round = testRound({
      gameType: 'blackjack',
      betHundredths: settlement.totalStake,
      payoutHundredths: settlement.totalPayout,
      params: {},
      outcome: { ...publicView(state), dealer, settlement },
      steps,
      nonce: 3,
    });
    expect(verifyBlackjackRound(round, TEST_SEEDS.serverSeed).matches).toBe(false);
  });
});
