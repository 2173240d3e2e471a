import { describe, expect, it } from 'vitest';
import * as dice from '@app/games/dice';
import { ratio } from '@app/games/exact';
import { basisPoints } from '@app/games/game-info';
import * as scratchers from '@app/games/scratchers';
import { ENGINES } from './registry';

describe("each engine's theoretical RTP", () => {
  it('gives roulette exactly 36/37 and blackjack its simulated basic-strategy figure', () => {
    expect(ENGINES.roulette?.theoreticalRtp('european')).toEqual({
      rtpBps: basisPoints(ratio(36, 37)),
      rtp: '97.30%',
      method: 'exact',
      basis: 'Every bet of the layout',
    });
    expect(ENGINES.blackjack?.theoreticalRtp('classic')).toMatchObject({
      rtpBps: 9771,
      method: 'simulated',
    });
  });

  it('gives dice the lowest return over every target, the figure the game guarantees', () => {
    const figure = ENGINES.dice?.theoreticalRtp('classic')?.rtpBps ?? 0;
    const byTarget = Array.from({ length: 9_601 }, (_, i) =>
      basisPoints(dice.exactRtpOf({ target: i + 100, direction: 'under' })),
    );
    expect(Math.min(...byTarget)).toBe(figure);
    expect(Math.max(...byTarget)).toBeGreaterThan(figure);
  });

  it("computes a scratcher's figure from its own prize table: weights times multipliers over tickets", () => {
    const config = scratchers.SCRATCHER_CONFIGS.lucky7s;
    const paid = config.prizes.reduce((sum, prize) => sum + prize.weight * prize.multiplier, 0);
    expect(ENGINES.scratcher?.theoreticalRtp('lucky7s')?.rtpBps).toBe(
      basisPoints(ratio(paid, config.tickets)),
    );
  });

  it('answers null for a theme its engine does not have', () => {
    expect(ENGINES.slot?.theoreticalRtp('no-such-theme')).toBeNull();
    expect(ENGINES.scratcher?.theoreticalRtp('pharaoh')).toBeNull();
    expect(ENGINES.slot?.theoreticalRtp('pharaoh')?.method).toBe('exact');
  });
});
