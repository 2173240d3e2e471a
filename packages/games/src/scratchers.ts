/**
 * Scratch cards: nine cells (3x3); three matching symbols win that symbol's
 * prize. The prize is drawn first from the card's prize table (integer
 * weights: a uniform ticket in [0, Σ weights)); the card is then filled to
 * show it: the prize symbol exactly three times and every other symbol at
 * most twice, or, on a losing card, no symbol three times.
 *
 * Randomness, in order: the ticket (three bytes for a table of 1,000,000
 * tickets, plus rejected draws); one draw per filler symbol among the symbols
 * still allowed; then a Fisher–Yates shuffle of the nine cells.
 */
import {
  GameRuleError,
  assertBet,
  payoutHundredths,
  type BetLimits,
  type Multiplier,
} from './bets';
import { ratio, type Rational } from './exact';
import { exactInfo, formatRtp, type GameInfo } from './game-info';
import { drawInt, drawWeighted, shuffleInPlace, type ByteSource } from './provably-fair';

export const GAME_VERSION = 'scratchers-1';

export const CELLS = 9;
const MATCH = 3;

export interface ScratchPrize {
  /** The symbol that wins this prize when it shows three times. */
  readonly symbol: string;
  readonly name: string;
  /** Paid as a multiple of the card price. */
  readonly multiplier: number;
  /** Tickets of the table that win this prize. */
  readonly weight: number;
}

export interface ScratcherConfig {
  readonly themeKey: string;
  readonly slug: string;
  readonly name: string;
  /** Tickets in the table; those not given to a prize lose. */
  readonly tickets: number;
  readonly prizes: readonly ScratchPrize[];
}

export const SCRATCHER_THEME_KEYS = ['lucky7s', 'goldrush'] as const;
export type ScratcherThemeKey = (typeof SCRATCHER_THEME_KEYS)[number];

export const SCRATCHER_CONFIGS: Readonly<Record<ScratcherThemeKey, ScratcherConfig>> = {
  lucky7s: {
    themeKey: 'lucky7s',
    slug: 'lucky-7s-scratch',
    name: 'Lucky 7s Scratch',
    tickets: 1_000_000,
    prizes: [
      { symbol: 'seven', name: 'Lucky 7', multiplier: 1_000, weight: 10 },
      { symbol: 'triple-bar', name: 'Triple Bar', multiplier: 200, weight: 100 },
      { symbol: 'bell', name: 'Bell', multiplier: 50, weight: 1_000 },
      { symbol: 'star', name: 'Star', multiplier: 20, weight: 4_000 },
      { symbol: 'horseshoe', name: 'Horseshoe', multiplier: 10, weight: 12_000 },
      { symbol: 'clover', name: 'Clover', multiplier: 5, weight: 30_000 },
      { symbol: 'cherry', name: 'Cherry', multiplier: 3, weight: 40_000 },
      { symbol: 'lemon', name: 'Lemon', multiplier: 2, weight: 125_000 },
      { symbol: 'coin', name: 'Coin', multiplier: 1, weight: 150_000 },
    ],
  },
  goldrush: {
    themeKey: 'goldrush',
    slug: 'gold-rush-scratch',
    name: 'Gold Rush Scratch',
    tickets: 500_000,
    prizes: [
      { symbol: 'mother-lode', name: 'Mother Lode', multiplier: 500, weight: 20 },
      { symbol: 'gold-bar', name: 'Gold Bar', multiplier: 100, weight: 250 },
      { symbol: 'nugget', name: 'Nugget', multiplier: 25, weight: 2_000 },
      { symbol: 'pickaxe', name: 'Pickaxe', multiplier: 10, weight: 8_000 },
      { symbol: 'lantern', name: 'Lantern', multiplier: 5, weight: 20_000 },
      { symbol: 'gold-pan', name: 'Gold Pan', multiplier: 2, weight: 60_000 },
      { symbol: 'boot', name: 'Boot', multiplier: 1, weight: 90_000 },
    ],
  },
};

function checkConfig(config: ScratcherConfig): number[] {
  const weights = config.prizes.map((prize) => prize.weight);
  const prizeTickets = weights.reduce((sum, weight) => sum + weight, 0);
  const symbols = new Set(config.prizes.map((prize) => prize.symbol));
  // A losing card needs five symbols to fill nine cells at most twice each.
  if (symbols.size !== config.prizes.length || symbols.size < 5 || prizeTickets > config.tickets) {
    throw new Error(`${config.themeKey}: invalid scratcher table`);
  }
  return [...weights, config.tickets - prizeTickets];
}

export function isScratcherThemeKey(themeKey: string): themeKey is ScratcherThemeKey {
  return (SCRATCHER_THEME_KEYS as readonly string[]).includes(themeKey);
}

export function scratcherConfig(themeKey: string): ScratcherConfig {
  if (!isScratcherThemeKey(themeKey)) {
    throw new GameRuleError('INVALID_SELECTION', `No scratcher theme '${themeKey}'`);
  }
  return SCRATCHER_CONFIGS[themeKey];
}

export interface ScratcherRoundResult {
  readonly themeKey: string;
  /** Symbol keys of the nine cells, row by row. */
  readonly cells: readonly string[];
  /** The prize won, or null for a losing card. */
  readonly prize: ScratchPrize | null;
  /** Indices of the three matching cells (empty for a losing card). */
  readonly winningCells: readonly number[];
  readonly multiplier: Multiplier;
  readonly payout: number;
}

const WEIGHTS: Readonly<Record<ScratcherThemeKey, readonly number[]>> = {
  lucky7s: checkConfig(SCRATCHER_CONFIGS.lucky7s),
  goldrush: checkConfig(SCRATCHER_CONFIGS.goldrush),
};

/** One card: the prize from the table, then a card that shows it. */
export function play(
  themeKey: string,
  bet: number,
  limits: BetLimits,
  source: ByteSource,
): ScratcherRoundResult {
  const config = scratcherConfig(themeKey);
  assertBet(bet, limits);
  const tier = drawWeighted(source, WEIGHTS[config.themeKey as ScratcherThemeKey] as number[]);
  const prize = config.prizes[tier] ?? null;
  const symbolCount = config.prizes.length;
  // Symbol indices of the cells; the prize symbol (if any) three times, then fillers.
  const counts = new Array<number>(symbolCount).fill(0);
  const cells: number[] = [];
  if (prize) {
    for (let i = 0; i < MATCH; i += 1) cells.push(tier);
    counts[tier] = MATCH;
  }
  while (cells.length < CELLS) {
    let allowed = 0;
    for (let s = 0; s < symbolCount; s += 1) if ((counts[s] as number) < MATCH - 1) allowed += 1;
    // The pick-th symbol still allowed, in table order.
    let pick = drawInt(source, allowed);
    let symbol = 0;
    for (; symbol < symbolCount; symbol += 1) {
      if ((counts[symbol] as number) < MATCH - 1) {
        if (pick === 0) break;
        pick -= 1;
      }
    }
    cells.push(symbol);
    counts[symbol] = (counts[symbol] as number) + 1;
  }
  shuffleInPlace(source, cells);
  const multiplier = { numerator: prize?.multiplier ?? 0, denominator: 1 };
  const winningCells: number[] = [];
  if (prize) cells.forEach((symbol, i) => symbol === tier && winningCells.push(i));
  return {
    themeKey: config.themeKey,
    cells: cells.map((symbol) => (config.prizes[symbol] as ScratchPrize).symbol),
    prize,
    winningCells,
    multiplier,
    payout: payoutHundredths(bet, multiplier.numerator, multiplier.denominator),
  };
}

/** Exact return: Σ weight × multiplier / tickets. */
export function exactRtp(themeKey: ScratcherThemeKey): Rational {
  const config = SCRATCHER_CONFIGS[themeKey];
  checkConfig(config);
  const paid = config.prizes.reduce((sum, prize) => sum + prize.weight * prize.multiplier, 0);
  return ratio(paid, config.tickets);
}

function infoOf(themeKey: ScratcherThemeKey): GameInfo {
  const config = SCRATCHER_CONFIGS[themeKey];
  const rtp = exactRtp(themeKey);
  const prizes = config.prizes.map((prize) => `${prize.name} ${prize.multiplier}x`).join(', ');
  const winning = config.prizes.reduce((sum, prize) => sum + prize.weight, 0);
  const odds = (config.tickets / winning).toFixed(2);
  return exactInfo(
    config.name,
    [
      'Scratch all nine spots. Three matching symbols win that symbol’s prize, a multiple of the card price; a card wins at most one prize.',
      `Prizes: ${prizes}.`,
      `Overall odds of winning: 1 in ${odds}.`,
      `Return to player: ${formatRtp(rtp)}.`,
    ],
    rtp,
  );
}

export const SCRATCHER_INFO: Readonly<Record<ScratcherThemeKey, GameInfo>> = {
  lucky7s: infoOf('lucky7s'),
  goldrush: infoOf('goldrush'),
};
