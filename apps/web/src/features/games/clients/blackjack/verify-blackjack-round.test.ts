import { describe, expect, it } from 'vitest';
import {
  GAME_VERSION,
  act,
  publicView,
  settle,
  start,
  type BlackjackState,
} from '@app/games/blackjack';
import { DECK_SIZE } from '@app/games/blackjack-cards';
import { basicStrategy } from '@app/games/blackjack-strategy';
import type { RoundDetail } from '../shared/round-types';
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

/** The stored round of a hand played by basic strategy; `dealer` replaces the dealer's cards. */
function storedRound(nonce: number, dealer?: readonly number[]): RoundDetail {
  const { state, steps } = playBasic(nonce);
  const settlement = settle(state);
  const round = testRound({
    gameType: 'blackjack',
    betHundredths: settlement.totalStake,
    payoutHundredths: settlement.totalPayout,
    params: {},
    outcome: { ...publicView(state), dealer: dealer ?? state.dealer, settlement },
    steps,
    nonce,
  });
  return { ...round, gameVersion: GAME_VERSION };
}

describe('blackjack verification in the browser', () => {
  it('replays rounds played by basic strategy', () => {
    for (let nonce = 0; nonce < 30; nonce += 1) {
      expect(verifyBlackjackRound(storedRound(nonce), TEST_SEEDS.serverSeed).matches).toBe(true);
    }
  });

  it('catches a dealt card that the shoe does not hold', () => {
    const dealer = [...playBasic(3).state.dealer];
    dealer[0] = ((dealer[0] as number) + 1) % DECK_SIZE;
    expect(verifyBlackjackRound(storedRound(3, dealer), TEST_SEEDS.serverSeed).matches).toBe(false);
  });

  it('refuses a round of the standard-deck version instead of calling it a mismatch', () => {
    const round = { ...storedRound(3), gameVersion: 'blackjack-1' };
    expect(() => verifyBlackjackRound(round, TEST_SEEDS.serverSeed)).toThrow(
      /dealt by blackjack-1; this page replays blackjack-2 rounds/,
    );
  });
});
