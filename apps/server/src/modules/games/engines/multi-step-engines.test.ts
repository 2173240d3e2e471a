import { describe, expect, it } from 'vitest';
import * as blackjack from '@app/games/blackjack';
import { nodeHmacSha256 } from '@app/games/node-hmac';
import { createByteStream } from '@app/games/provably-fair';
import { blackjackEngine } from './multi-step-engines';

/** The first round from these seeds that waits for the player. */
function roundInPlay(bet: number): blackjack.BlackjackState {
  for (let nonce = 0; ; nonce += 1) {
    const stream = createByteStream(nodeHmacSha256, 'server', 'client', nonce);
    const state = blackjack.start(bet, { minBet: 1, maxBet: bet }, stream);
    if (state.phase !== 'finished') return state;
  }
}

describe('the blackjack engine', () => {
  it('refunds a hand left in play, with its view', () => {
    const state = roundInPlay(1000);
    const { payout, view } = blackjackEngine.abandon(state);
    expect(payout).toBe(1000);
    expect(view).toMatchObject({ bet: 1000, abandoned: true });
  });

  it('refunds a standard-deck round left in play over the upgrade, which it cannot play', () => {
    const earlier = {
      ...roundInPlay(1000),
      version: 'blackjack-1',
    } as unknown as blackjack.BlackjackState;
    expect(() => blackjackEngine.act(earlier, { action: 'stand' })).toThrow(/version/);
    expect(blackjackEngine.abandon(earlier)).toEqual({
      payout: 1000,
      view: { version: 'blackjack-1', abandoned: true },
    });
    expect(blackjackEngine.reveal(earlier)).toEqual({
      version: 'blackjack-1',
      totalStake: 1000,
      settlement: null,
    });
  });
});
