import { beforeAll, describe, expect, it } from 'vitest';
import { payoutHundredths } from './bets';
import { compare, equals, ratio, toNumber } from './exact';
import { createByteStream } from './provably-fair';
import { nodeHmacSha256 } from './node-hmac';
import {
  compileSlot,
  evaluateLine,
  playRoundUnits,
  playSlot,
  type SlotConfig,
} from './slot-engine';
import { enumerateSpinMoments, exactSlotMath, roundMoments, type RoundMoments } from './slot-math';
import {
  GAME_VERSION,
  PAYLINES_20,
  SLOT_CONFIGS,
  SLOT_SLUGS,
  SLOT_THEMES,
  SLOT_THEME_KEYS,
  exactRtp,
  play,
  slotTheme,
} from './slots';
import { SIMULATION_TIMEOUT, scriptedSource, seededSource, tolerance } from './testing';

const LIMITS = { minBet: 1, maxBet: 1_000_000 };

/**
 * A small theme to check the rules by hand: strips of 6 stops, two lines
 * (top and middle row). Windows (top, middle, bottom) by stop: 0 A A B,
 * 1 A B W, 2 B W S, 3 W S B, 4 S B A, 5 B A A.
 */
const TINY: SlotConfig = {
  themeKey: 'tiny',
  name: 'Tiny',
  symbols: [
    { code: 'W', key: 'wild', name: 'Wild', kind: 'wild', pays: [50, 100, 200] },
    { code: 'S', key: 'scatter', name: 'Scatter', kind: 'scatter' },
    { code: 'A', key: 'a', name: 'A', kind: 'regular', pays: [5, 10, 20] },
    { code: 'B', key: 'b', name: 'B', kind: 'regular', pays: [2, 4, 8] },
  ],
  reels: ['AABWSB', 'AABWSB', 'AABWSB', 'AABWSB', 'AABWSB'],
  paylines: [
    [0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1],
  ],
  scatterPays: [0, 0, 0, 2, 10, 50],
  freeSpins: { minScatters: 3, spins: 10, multiplier: 3 },
};

describe('slot line evaluation', () => {
  const slot = compileSlot(TINY);
  const line = (codes: string) => Array.from(codes, (code) => 'WSAB'.indexOf(code));

  it('pays three, four and five in a row from the first reel', () => {
    expect(evaluateLine(slot, line('AAABB'))).toEqual({ symbol: 2, count: 3, pay: 5 });
    expect(evaluateLine(slot, line('AAAAB'))).toEqual({ symbol: 2, count: 4, pay: 10 });
    expect(evaluateLine(slot, line('BBBBB'))).toEqual({ symbol: 3, count: 5, pay: 8 });
    expect(evaluateLine(slot, line('BAAAA')).pay).toBe(0);
  });

  it('lets wilds stand in for the symbol of the line', () => {
    expect(evaluateLine(slot, line('WAWAB'))).toEqual({ symbol: 2, count: 4, pay: 10 });
    expect(evaluateLine(slot, line('AWWWW'))).toEqual({ symbol: 2, count: 5, pay: 20 });
  });

  it('pays a run of wilds as wilds when that pays more than the symbol they complete', () => {
    expect(evaluateLine(slot, line('WWWBA'))).toEqual({ symbol: 0, count: 3, pay: 50 });
    expect(evaluateLine(slot, line('WWWWA'))).toEqual({ symbol: 0, count: 4, pay: 100 });
    expect(evaluateLine(slot, line('WWWWW'))).toEqual({ symbol: 0, count: 5, pay: 200 });
  });

  it('never pays scatters on a line and lets them break a run', () => {
    expect(evaluateLine(slot, line('SSSSS')).pay).toBe(0);
    expect(evaluateLine(slot, line('WWSAA')).pay).toBe(0);
    expect(evaluateLine(slot, line('AASAA')).pay).toBe(0);
  });
});

describe('a slot round', () => {
  const slot = compileSlot(TINY);

  it('draws one stop per reel from the stream and adds the wins of every line', () => {
    // Top row W A A A B: four A with the wild (10); middle row S A B A A: nothing.
    const source = scriptedSource([3, 0, 1, 0, 5]);
    const round = playSlot(slot, 100, LIMITS, source);
    expect(source.used).toBe(5);
    expect(round.base.stops).toEqual([3, 0, 1, 0, 5]);
    expect(round.base.grid[0]).toEqual(['wild', 'scatter', 'b']);
    expect(round.base.lineWins).toEqual([{ line: 1, symbol: 'a', count: 4, pay: 10 }]);
    expect(round.base.scatterCount).toBe(1);
    expect(round.freeSpins).toEqual([]);
    // 10 line bets on 2 lines: 5 times the bet.
    expect(round.multiplier).toEqual({ numerator: 10, denominator: 2 });
    expect(round.payout).toBe(500);
  });

  it('splits the bet across the lines and floors the payout to whole hundredths', () => {
    // Top A A A B B (5 line bets), middle A A A W W (20): 25 line bets of 2 lines = 12.5 bets.
    const round = playSlot(slot, 3, LIMITS, scriptedSource([0, 0, 0, 2, 2]));
    expect(round.multiplier).toEqual({ numerator: 25, denominator: 2 });
    expect(round.payout).toBe(37);
    expect(payoutHundredths(10, 5, 20)).toBe(2);
  });

  it('plays every awarded free spin in the same round, with retriggers and the multiplier', () => {
    // Base: scatters on reels 1–3 pay 2 bets (4 line bets) and award 10 free spins.
    // Free spin 1 (stops 4,4,4,5,5): three scatters again (+10 spins), middle B B B: (2 + 4) × 3.
    // Free spins 2–20 (stops 5): top B×5 (8) and middle A×5 (20), tripled: 84 each.
    const bytes = [2, 3, 4, 0, 0, 4, 4, 4, 5, 5];
    for (let i = 0; i < 19; i += 1) bytes.push(5, 5, 5, 5, 5);
    const source = scriptedSource(bytes);
    const round = playSlot(slot, 100, LIMITS, source);
    expect(round.base.scatterCount).toBe(3);
    expect(round.base.freeSpinsAwarded).toBe(10);
    expect(round.base.winUnits).toBe(4);
    expect(round.freeSpins).toHaveLength(20);
    expect(round.freeSpins[0]?.freeSpinsAwarded).toBe(10);
    expect(round.freeSpins[0]?.winUnits).toBe(18);
    expect(round.freeSpins[1]?.winUnits).toBe(84);
    expect(source.used).toBe(bytes.length);
    expect(round.multiplier).toEqual({ numerator: 4 + 18 + 19 * 84, denominator: 2 });
  });

  it('rejects a bet outside the limits before drawing anything', () => {
    const source = scriptedSource([]);
    expect(() => playSlot(slot, 0, LIMITS, source)).toThrow(/positive/);
    expect(() => playSlot(slot, 10, { minBet: 20, maxBet: 100 }, source)).toThrow(/between/);
    expect(() => playSlot(slot, 1.5, LIMITS, source)).toThrow();
  });

  it('rejects a config whose reels use an unknown symbol or whose line leaves the grid', () => {
    expect(() => compileSlot({ ...TINY, reels: ['ASBX', 'ASBW', 'ASBW', 'ASBW', 'ASBW'] })).toThrow(
      /unknown symbol/,
    );
    expect(() => compileSlot({ ...TINY, paylines: [[0, 0, 3, 0, 0]] })).toThrow(/payline/);
    expect(() => compileSlot({ ...TINY, scatterPays: [0, 0, 0, 1.5] })).toThrow(/whole numbers/);
    // Retriggers so likely that the expected number of free spins is infinite.
    expect(() =>
      exactSlotMath(compileSlot({ ...TINY, reels: Array(5).fill('SSSSSA') as string[] })),
    ).toThrow(/retrigger/);
  });

  it('gives the same round for the same seeds, nonce and cursor', () => {
    const stream = () => createByteStream(nodeHmacSha256, 'server-seed', 'client-seed', 7);
    const a = play('pharaoh', 100, LIMITS, stream());
    const b = play('pharaoh', 100, LIMITS, stream());
    expect(a).toEqual(b);
  });
});

describe('the four themed slots', () => {
  it('match the seeded theme keys and slugs and differ in strips, symbols and paytable', () => {
    expect(SLOT_THEME_KEYS).toEqual(['pharaoh', 'neon', 'buffalo', 'dragon']);
    expect(Object.values(SLOT_SLUGS)).toEqual([
      'pharaohs-fortune',
      'neon-nights',
      'wild-buffalo-gold',
      'dragon-pearls',
    ]);
    const configs = SLOT_THEME_KEYS.map((key) => SLOT_CONFIGS[key]);
    const distinct = (values: string[]) => new Set(values).size === values.length;
    expect(distinct(configs.map((c) => c.reels.join('|')))).toBe(true);
    expect(distinct(configs.map((c) => c.symbols.map((s) => s.key).join('|')))).toBe(true);
    expect(distinct(configs.map((c) => JSON.stringify(c.symbols.map((s) => s.pays))))).toBe(true);
    for (const config of configs) {
      expect(config.paylines).toBe(PAYLINES_20);
      expect(config.reels.every((reel) => reel.length <= 32)).toBe(true);
    }
    expect(new Set(PAYLINES_20.map((line) => line.join(''))).size).toBe(20);
  });

  it('have exact RTPs between 94% and 98%, shown in the info panel', () => {
    const expected = { pharaoh: '96.20%', neon: '96.00%', buffalo: '95.50%', dragon: '96.50%' };
    for (const key of SLOT_THEME_KEYS) {
      const rtp = exactRtp(key);
      expect(compare(rtp, ratio(94, 100))).toBeGreaterThanOrEqual(0);
      expect(compare(rtp, ratio(98, 100))).toBeLessThanOrEqual(0);
      expect(SLOT_THEMES[key].info.rtp).toBe(expected[key]);
      expect(SLOT_THEMES[key].info.rules.at(-1)).toBe(`Return to player: ${expected[key]}.`);
    }
    expect(GAME_VERSION).toBe('slots-1');
  });

  it('rejects an unknown theme key', () => {
    expect(() => slotTheme('nope')).toThrow(/No slot theme/);
  });

  it(
    'plays the same round through the display path and the fast path',
    () => {
      for (const key of SLOT_THEME_KEYS) {
        const slot = SLOT_THEMES[key].slot;
        const seed = seededSource();
        const a = seededSource(seed.seedHex);
        const b = seededSource(seed.seedHex);
        for (let i = 0; i < 2_000; i += 1) {
          const round = playSlot(slot, 100, LIMITS, a);
          expect(playRoundUnits(slot, b), seed.seedHex).toBe(round.multiplier.numerator);
        }
      }
    },
    SIMULATION_TIMEOUT,
  );

  // Every reel-stop combination (Π strip lengths, up to 33.5M) for each theme, then a simulation.
  describe.each(SLOT_THEME_KEYS)('%s', (key) => {
    const theme = SLOT_THEMES[key];
    let moments: RoundMoments;
    beforeAll(() => {
      moments = roundMoments(theme.slot, enumerateSpinMoments(theme.slot));
    }, SIMULATION_TIMEOUT);

    it('has an exact RTP equal to the mean over every reel-stop combination', () => {
      expect(equals(moments.mean, exactSlotMath(theme.slot).rtp)).toBe(true);
    });

    it(
      'returns its exact RTP over a million simulated rounds, within five standard errors',
      () => {
        const rounds = 1_000_000;
        const source = seededSource();
        const { slot } = theme;
        let units = 0;
        for (let i = 0; i < rounds; i += 1) units += playRoundUnits(slot, source);
        const mean = units / slot.lines / rounds;
        const sigma = Math.sqrt(toNumber(moments.variance));
        const rtp = toNumber(theme.rtp);
        // Flooring payouts to hundredths costs at most 1 hundredth per round: not part of the theory.
        expect(Math.abs(mean - rtp), `seed ${source.seedHex}`).toBeLessThanOrEqual(
          tolerance(sigma, rounds),
        );
      },
      SIMULATION_TIMEOUT,
    );
  });
});
