import { describe, expect, it } from 'vitest';
import { BASIC_STRATEGY_RTP, GAME_VERSION, act, info, settle, start } from './blackjack';
import { basicStrategy } from './blackjack-strategy';
import { LIMITS, deal } from './blackjack-testing';
import { SIMULATION_TIMEOUT, seededSource, tolerance } from './testing';

/** The band for every game's return to player. */
const RTP_BAND = { min: 0.94, max: 0.98 };

describe('basic strategy', () => {
  const decide = (cards: string) => basicStrategy(deal(cards));

  it('plays the six-Spanish-deck stand-on-soft-17 chart', () => {
    expect(decide('J' + 'K' + '6' + '7')).toBe('hit'); // hard 16 vs 10
    expect(decide('J' + '6' + '6' + '7')).toBe('stand'); // hard 16 vs 6
    expect(decide('J' + '5' + '4' + '7')).toBe('stand'); // hard 14 vs 5
    expect(decide('J' + '3' + '4' + '7')).toBe('hit'); // hard 14 vs 3
    expect(decide('J' + '6' + '3' + '7')).toBe('hit'); // hard 13 vs 6 (stands with standard decks)
    expect(decide('6' + '8' + '5' + '7')).toBe('double'); // 11 vs 8
    expect(decide('6' + '9' + '5' + '7')).toBe('hit'); // 11 vs 9 (doubles with standard decks)
    expect(decide('5' + '8' + '5' + '7')).toBe('double'); // 5,5 vs 8: hard 10, no split
    expect(decide('5' + '5' + '4' + '7')).toBe('hit'); // hard 9 vs 5
    expect(decide('5' + '6' + '4' + '7')).toBe('double'); // hard 9 vs 6
    expect(decide('A' + '9' + '7' + '7')).toBe('hit'); // soft 18 vs 9
    expect(decide('A' + '6' + '7' + '7')).toBe('double'); // soft 18 vs 6
    expect(decide('A' + '4' + '7' + '7')).toBe('stand'); // soft 18 vs 4
    expect(decide('A' + '4' + '6' + '7')).toBe('hit'); // soft 17 vs 4
    expect(decide('8' + 'J' + '8' + '7')).toBe('split'); // 8,8 vs 10
    expect(decide('A' + 'Q' + 'A' + '7')).toBe('split'); // A,A vs 10
    expect(decide('J' + '6' + 'Q' + '7')).toBe('stand'); // J,Q vs 6: twenty, never split
    expect(decide('9' + '7' + '9' + '8')).toBe('stand'); // 9,9 vs 7
    expect(decide('9' + '8' + '9' + '7')).toBe('split'); // 9,9 vs 8
    expect(decide('9' + '3' + '9' + '7')).toBe('stand'); // 9,9 vs 3
    expect(decide('2' + '2' + '2' + '7')).toBe('hit'); // 2,2 vs 2
    expect(decide('J' + 'A' + '9' + '7')).toBe('noInsurance');
  });

  it('stands where it would double once the hand has three cards', () => {
    // A,3 vs 6 is soft 14: hit; a 4 makes soft 18, which doubles on two cards only.
    const soft14 = deal('A637' + '4');
    expect(basicStrategy(soft14)).toBe('hit');
    expect(basicStrategy(act(soft14, 'hit'))).toBe('stand');
  });

  it(
    'returns the documented figure over a million simulated hands, within five standard errors',
    () => {
      const hands = 1_000_000;
      const source = seededSource();
      let net = 0;
      for (let i = 0; i < hands; i += 1) {
        let state = start(100, LIMITS, source);
        for (let action = basicStrategy(state); action; action = basicStrategy(state)) {
          state = act(state, action);
        }
        const result = settle(state);
        net += result.totalPayout - result.totalStake;
      }
      const rtp = 1 + net / 100 / hands;
      // σ ≈ 1.11 initial bets per hand: five standard errors of a million hands are 0.56%.
      expect(Math.abs(rtp - BASIC_STRATEGY_RTP.rtp), `seed ${source.seedHex}`).toBeLessThanOrEqual(
        tolerance(BASIC_STRATEGY_RTP.sigma, hands),
      );
    },
    SIMULATION_TIMEOUT,
  );

  it('lies inside the 94–98% band, five standard errors of the measurement included', () => {
    const { rtp, standardError, sigma, hands } = BASIC_STRATEGY_RTP;
    expect(standardError).toBeCloseTo(sigma / Math.sqrt(hands), 5);
    expect(rtp - 5 * standardError).toBeGreaterThanOrEqual(RTP_BAND.min);
    expect(rtp + 5 * standardError).toBeLessThanOrEqual(RTP_BAND.max);
    expect(info.rtpMethod).toBe('simulated');
    expect(info.rtp).toBe('97.71%');
    expect(info.rtpBps).toBe(9_771);
    expect(GAME_VERSION).toBe('blackjack-2');
  });
});
