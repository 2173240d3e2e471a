import { describe, expect, it } from 'vitest';
import { play, SLOT_THEMES } from '@app/games/slots';
import { testStream } from '../shared/testing-rounds';
import {
  lineCells,
  reelStrips,
  scattersBefore,
  spinFilm,
  spinWin,
  windowAt,
  winningCells,
} from './slot-spin-plan';

describe('slot spin plan', () => {
  it('stops every reel on the window the server drew', () => {
    const strips = reelStrips('pharaoh');
    for (let nonce = 0; nonce < 25; nonce += 1) {
      const round = play('pharaoh', 2000, { minBet: 1, maxBet: 100_000 }, testStream(nonce));
      round.base.stops.forEach((stop, reel) => {
        expect(windowAt(strips[reel] as string[], stop)).toEqual(round.base.grid[reel]);
      });
    }
  });

  it('films a spin from the old window down to the target through the real strip', () => {
    const strip = ['a', 'b', 'c', 'd', 'e', 'f'];
    expect(spinFilm(strip, 4, ['e', 'f', 'a'], ['x', 'y', 'z'], 4)).toEqual([
      'e',
      'f',
      'a',
      'b',
      'c',
      'd',
      'e',
      'x',
      'y',
      'z',
    ]);
  });

  it('marks the cells of line wins and paying scatters', () => {
    expect(lineCells(4, 3)).toEqual(['0-0', '1-1', '2-2']);
    const theme = SLOT_THEMES.neon;
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const round = play('neon', 2000, { minBet: 1, maxBet: 100_000 }, testStream(nonce));
      const cells = winningCells(round.base, 'disco-ball');
      const expected = round.base.lineWins.reduce((sum, win) => sum + win.count, 0);
      if (round.base.lineWins.length === 0 && round.base.scatterPay === 0)
        expect(cells.size).toBe(0);
      else expect(cells.size).toBeGreaterThan(0);
      expect(cells.size).toBeLessThanOrEqual(expected + round.base.scatterCount);
      expect(spinWin(round.base, 2000, theme.config.paylines.length)).toBe(
        Math.floor((2000 * round.base.winUnits) / 20),
      );
    }
  });

  it('counts scatters on the reels already stopped', () => {
    const grid = [
      ['s', 'a', 'b'],
      ['a', 's', 'b'],
      ['s', 's', 's'],
    ];
    expect(scattersBefore(grid, 2, 's')).toBe(2);
    expect(scattersBefore(grid, 0, 's')).toBe(0);
  });
});
