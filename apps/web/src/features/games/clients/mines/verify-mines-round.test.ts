import { describe, expect, it } from 'vitest';
import { act, publicView, settle, start, type MinesState } from '@app/games/mines';
import { TEST_SEEDS, testRound, testStream } from '../shared/testing-rounds';
import { verifyMinesRound } from './verify-mines-round';

function played(mines: number, picks: number, cashOut: boolean) {
  let state: MinesState = start(1000, mines, { minBet: 1, maxBet: 100_000 }, testStream());
  for (
    let cell = 0;
    cell < 25 && state.status === 'playing' && state.revealed.length < picks;
    cell += 1
  ) {
    state = act(state, { type: 'reveal', cell });
  }
  if (cashOut && state.status === 'playing') state = act(state, { type: 'cashOut' });
  return state;
}

describe('mines verification in the browser', () => {
  it.each([
    [3, 4, true],
    [10, 25, false],
    [1, 24, false],
  ])('recomputes a round with %i mines', (mines, picks, cashOut) => {
    const state = played(mines, picks, cashOut);
    const round = testRound({
      gameType: 'mines',
      betHundredths: 1000,
      payoutHundredths: settle(state).payout,
      params: { mines },
      outcome: { ...publicView(state), mines: state.mines },
    });
    expect(verifyMinesRound(round, TEST_SEEDS.serverSeed).matches).toBe(true);
  });

  it('catches mines moved after the start', () => {
    const state = played(3, 2, true);
    const moved = state.mines.map((cell) => (cell + 1) % 25);
    const round = testRound({
      gameType: 'mines',
      betHundredths: 1000,
      payoutHundredths: settle(state).payout,
      params: { mines: 3 },
      outcome: { ...publicView(state), mines: moved },
    });
    expect(verifyMinesRound(round, TEST_SEEDS.serverSeed).matches).toBe(false);
  });
});
