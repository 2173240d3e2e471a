/**
 * The 5x3 video slot engine: reel strips, paylines, wilds that substitute,
 * scatters that pay anywhere and trigger free spins (with retriggers). A theme
 * is only data (`SlotConfig`); the engine compiles it once and plays rounds.
 *
 * Units: line pays are multiples of the line bet (bet / lines); scatter pays
 * are multiples of the total bet. A round's win is the exact fraction
 * `units / lines` of the total bet, where units count line bets; the payout is
 * that fraction of the bet floored to whole hundredths.
 *
 * Randomness: each spin draws one stop per reel, reel 1 first, each uniform in
 * [0, strip length) from the byte stream (one byte per reel with strips of at
 * most 256 stops, plus rejected draws). Free spins follow in order.
 */
import { assertBet, payoutHundredths, type BetLimits, type Multiplier } from './bets';
import { drawInt, type ByteSource } from './provably-fair';

export const REELS = 5;
export const ROWS = 3;

export type SlotSymbolKind = 'regular' | 'wild' | 'scatter';

export interface SlotSymbol {
  /** One character, used in the reel strips of the config. */
  readonly code: string;
  /** Stable key the client renders: 'ankh', 'wild'. */
  readonly key: string;
  readonly name: string;
  readonly kind: SlotSymbolKind;
  /** Line pays for 3, 4 and 5 in a row, in line bets (regular and wild symbols). */
  readonly pays?: readonly [number, number, number];
}

export interface SlotConfig {
  /** The games table's theme_key. */
  readonly themeKey: string;
  readonly name: string;
  readonly symbols: readonly SlotSymbol[];
  /** Five reel strips, each a string of symbol codes read top to bottom, wrapping around. */
  readonly reels: readonly string[];
  /** Row (0 top, 1 middle, 2 bottom) on each reel for every payline. */
  readonly paylines: readonly (readonly number[])[];
  /** Scatter pays in total bets by scatter count (index); counts past the end use the last entry. */
  readonly scatterPays: readonly number[];
  readonly freeSpins: {
    /** Scatters anywhere needed to award free spins, in the base game and in free spins. */
    readonly minScatters: number;
    /** Free spins awarded per trigger (a retrigger adds the same number again). */
    readonly spins: number;
    /** Every win during free spins is multiplied by this. */
    readonly multiplier: number;
  };
}

/** The config turned into typed arrays for evaluation. */
export interface CompiledSlot {
  readonly config: SlotConfig;
  readonly symbolCount: number;
  readonly wild: number;
  readonly scatter: number;
  /** strips[reel][stop] = symbol index. */
  readonly strips: readonly Uint8Array[];
  /** windows[reel][stop * ROWS + row] = symbol index shown at that row for that stop. */
  readonly windows: readonly Uint8Array[];
  /** pays[symbol * 6 + count] in line bets (count 0–5). */
  readonly pays: Int32Array;
  /** lineRows[line * REELS + reel] = row. */
  readonly lineRows: Uint8Array;
  readonly lines: number;
  /** scatterPay[count] in total bets, count 0 … REELS * ROWS. */
  readonly scatterPay: Int32Array;
}

export function compileSlot(config: SlotConfig): CompiledSlot {
  const codes = new Map<string, number>();
  config.symbols.forEach((symbol, index) => {
    if (symbol.code.length !== 1 || codes.has(symbol.code)) {
      throw new Error(`${config.themeKey}: symbol codes must be single unique characters`);
    }
    codes.set(symbol.code, index);
  });
  const indexOfKind = (kind: SlotSymbolKind): number => {
    const found = config.symbols.map((s, i) => (s.kind === kind ? i : -1)).filter((i) => i >= 0);
    if (found.length !== 1) throw new Error(`${config.themeKey}: exactly one ${kind} symbol`);
    return found[0] as number;
  };
  const wild = indexOfKind('wild');
  const scatter = indexOfKind('scatter');
  if (config.reels.length !== REELS) throw new Error(`${config.themeKey}: ${REELS} reels`);
  const strips = config.reels.map((reel, r) => {
    if (reel.length < ROWS || reel.length > 256) {
      throw new Error(`${config.themeKey}: reel ${r + 1} needs 3 to 256 stops`);
    }
    return Uint8Array.from(reel, (code) => {
      const index = codes.get(code);
      if (index === undefined) throw new Error(`${config.themeKey}: unknown symbol '${code}'`);
      return index;
    });
  });
  const isCount = (value: number) => Number.isSafeInteger(value) && value >= 0;
  const { minScatters, spins, multiplier } = config.freeSpins;
  if (
    !config.symbols.every((symbol) => (symbol.pays ?? []).every(isCount)) ||
    !config.scatterPays.every(isCount) ||
    !isCount(spins) ||
    !(isCount(minScatters) && minScatters >= 1) ||
    !(isCount(multiplier) && multiplier >= 1)
  ) {
    throw new Error(`${config.themeKey}: pays, free spins and multipliers must be whole numbers`);
  }
  const pays = new Int32Array(config.symbols.length * 6);
  config.symbols.forEach((symbol, index) => {
    if (symbol.kind === 'scatter') return;
    const [three, four, five] = symbol.pays ?? [0, 0, 0];
    pays[index * 6 + 3] = three;
    pays[index * 6 + 4] = four;
    pays[index * 6 + 5] = five;
  });
  const lineRows = new Uint8Array(config.paylines.length * REELS);
  config.paylines.forEach((line, l) => {
    if (line.length !== REELS || line.some((row) => row < 0 || row >= ROWS)) {
      throw new Error(`${config.themeKey}: payline ${l + 1} must give a row 0–2 for each reel`);
    }
    line.forEach((row, reel) => (lineRows[l * REELS + reel] = row));
  });
  const windows = strips.map((strip) => {
    const cells = new Uint8Array(strip.length * ROWS);
    for (let stop = 0; stop < strip.length; stop += 1) {
      for (let row = 0; row < ROWS; row += 1) {
        cells[stop * ROWS + row] = strip[(stop + row) % strip.length] as number;
      }
    }
    return cells;
  });
  const scatterPay = new Int32Array(REELS * ROWS + 1);
  for (let count = 0; count <= REELS * ROWS; count += 1) {
    scatterPay[count] = config.scatterPays[Math.min(count, config.scatterPays.length - 1)] ?? 0;
  }
  return {
    config,
    symbolCount: config.symbols.length,
    wild,
    scatter,
    strips,
    windows,
    pays,
    lineRows,
    lines: config.paylines.length,
    scatterPay,
  };
}

/** The symbol index at (reel, row) for the given stop (the top row's strip position). */
export function symbolAt(slot: CompiledSlot, reel: number, stop: number, row: number): number {
  return (slot.windows[reel] as Uint8Array)[stop * ROWS + row] as number;
}

export interface LineOutcome {
  /** The paying symbol (the wild when the wilds alone pay more). */
  readonly symbol: number;
  readonly count: number;
  /** Pay in line bets (0 = no win). */
  readonly pay: number;
}

let scoredSymbol = 0;
let scoredCount = 0;

/**
 * The pay in line bets of one line given its five symbols: the longest run
 * from the left of one symbol with wilds standing in for it; a run of wilds
 * alone pays as wilds when that pays more. Scatters never pay on a line.
 * (Allocation-free; `evaluateLine` adds which symbol and how many.)
 */
export function linePay(slot: CompiledSlot, symbols: ArrayLike<number>): number {
  const { wild, scatter, pays } = slot;
  let wilds = 0;
  while (wilds < REELS && symbols[wilds] === wild) wilds += 1;
  const wildPay = pays[wild * 6 + wilds] as number;
  scoredSymbol = wild;
  scoredCount = wilds;
  if (wilds === REELS) return wildPay;
  const target = symbols[wilds] as number;
  if (target === scatter) return wildPay;
  let count = wilds + 1;
  while (count < REELS && (symbols[count] === target || symbols[count] === wild)) count += 1;
  const targetPay = pays[target * 6 + count] as number;
  if (targetPay < wildPay) return wildPay;
  scoredSymbol = target;
  scoredCount = count;
  return targetPay;
}

/** `linePay` with the paying symbol (the wild when wilds alone pay more) and run length. */
export function evaluateLine(slot: CompiledSlot, symbols: ArrayLike<number>): LineOutcome {
  const pay = linePay(slot, symbols);
  return { symbol: scoredSymbol, count: scoredCount, pay };
}

export interface SlotLineWin {
  /** Payline number, 1-based. */
  readonly line: number;
  readonly symbol: string;
  readonly count: number;
  /** In line bets, before any free-spin multiplier. */
  readonly pay: number;
}

export interface SlotSpinResult {
  /** Top-row strip position per reel. */
  readonly stops: readonly number[];
  /** Symbol keys, grid[reel][row]. */
  readonly grid: readonly (readonly string[])[];
  readonly lineWins: readonly SlotLineWin[];
  readonly scatterCount: number;
  /** Scatter pay in total bets, before any free-spin multiplier. */
  readonly scatterPay: number;
  readonly freeSpinsAwarded: number;
  /** The spin's win in line bets, free-spin multiplier included. */
  readonly winUnits: number;
}

export interface SlotRoundResult {
  readonly themeKey: string;
  readonly bet: number;
  readonly base: SlotSpinResult;
  /** Every free spin played in this round, in order (empty without a trigger). */
  readonly freeSpins: readonly SlotSpinResult[];
  /** Total win as a fraction of the bet: units / lines. */
  readonly multiplier: Multiplier;
  /** floor(bet × multiplier) in hundredths. */
  readonly payout: number;
}

const lineBuffer = new Uint8Array(REELS);
const offsets = new Int32Array(REELS);
let scoredScatters = 0;

/** Draws one stop per reel, reel 1 first. */
function drawStops(slot: CompiledSlot, source: ByteSource, stops: Int32Array): void {
  for (let reel = 0; reel < REELS; reel += 1) {
    stops[reel] = drawInt(source, (slot.strips[reel] as Uint8Array).length);
  }
}

/** Line pays of a spin in line bets; leaves the scatter count in `scoredScatters`. Allocation-free. */
function scoreStops(slot: CompiledSlot, stops: Int32Array): number {
  const { windows, lineRows, scatter } = slot;
  let scatters = 0;
  for (let reel = 0; reel < REELS; reel += 1) {
    const offset = (stops[reel] as number) * ROWS;
    offsets[reel] = offset;
    const window = windows[reel] as Uint8Array;
    for (let row = 0; row < ROWS; row += 1) {
      if (window[offset + row] === scatter) scatters += 1;
    }
  }
  const { wild } = slot;
  let units = 0;
  for (let line = 0; line < slot.lines; line += 1) {
    const base = line * REELS;
    const first = (windows[0] as Uint8Array)[
      (offsets[0] as number) + (lineRows[base] as number)
    ] as number;
    const second = (windows[1] as Uint8Array)[
      (offsets[1] as number) + (lineRows[base + 1] as number)
    ] as number;
    // Pays start at three in a row: two different symbols, neither wild, pay nothing.
    if (first !== second && first !== wild && second !== wild) continue;
    lineBuffer[0] = first;
    lineBuffer[1] = second;
    for (let reel = 2; reel < REELS; reel += 1) {
      lineBuffer[reel] = (windows[reel] as Uint8Array)[
        (offsets[reel] as number) + (lineRows[base + reel] as number)
      ] as number;
    }
    units += linePay(slot, lineBuffer);
  }
  scoredScatters = scatters;
  return units;
}

/** Called for each spin of a round with the spin's stops (valid only during the call). */
export type SpinObserver = (stops: Int32Array, freeSpin: boolean) => void;

const roundStops = new Int32Array(REELS);

/**
 * The draws and the win of one round: the paid spin, then free spins while
 * any remain (each trigger adds `spins`). Answers the total win in line bets.
 * Allocation-free unless an observer records the spins.
 */
export function playRoundUnits(
  slot: CompiledSlot,
  source: ByteSource,
  observe?: SpinObserver,
): number {
  const { minScatters, spins, multiplier } = slot.config.freeSpins;
  const scatterUnits = (count: number) => (slot.scatterPay[count] as number) * slot.lines;
  drawStops(slot, source, roundStops);
  observe?.(roundStops, false);
  let units = scoreStops(slot, roundStops) + scatterUnits(scoredScatters);
  let remaining = scoredScatters >= minScatters ? spins : 0;
  while (remaining > 0) {
    remaining -= 1;
    drawStops(slot, source, roundStops);
    observe?.(roundStops, true);
    units += (scoreStops(slot, roundStops) + scatterUnits(scoredScatters)) * multiplier;
    if (scoredScatters >= minScatters) remaining += spins;
  }
  return units;
}

/** The display record of one spin. */
function describeSpin(slot: CompiledSlot, stops: Int32Array, freeSpin: boolean): SlotSpinResult {
  const keys = slot.config.symbols.map((symbol) => symbol.key);
  const grid: string[][] = [];
  let scatterCount = 0;
  for (let reel = 0; reel < REELS; reel += 1) {
    const column: string[] = [];
    for (let row = 0; row < ROWS; row += 1) {
      const symbol = symbolAt(slot, reel, stops[reel] as number, row);
      if (symbol === slot.scatter) scatterCount += 1;
      column.push(keys[symbol] as string);
    }
    grid.push(column);
  }
  const lineWins: SlotLineWin[] = [];
  let lineUnits = 0;
  const symbols = new Uint8Array(REELS);
  for (let line = 0; line < slot.lines; line += 1) {
    for (let reel = 0; reel < REELS; reel += 1) {
      symbols[reel] = symbolAt(
        slot,
        reel,
        stops[reel] as number,
        slot.lineRows[line * REELS + reel] as number,
      );
    }
    const outcome = evaluateLine(slot, symbols);
    if (outcome.pay > 0) {
      lineUnits += outcome.pay;
      lineWins.push({
        line: line + 1,
        symbol: keys[outcome.symbol] as string,
        count: outcome.count,
        pay: outcome.pay,
      });
    }
  }
  const scatterPay = slot.scatterPay[scatterCount] as number;
  const { minScatters, spins, multiplier } = slot.config.freeSpins;
  return {
    stops: Array.from(stops),
    grid,
    lineWins,
    scatterCount,
    scatterPay,
    freeSpinsAwarded: scatterCount >= minScatters ? spins : 0,
    winUnits: (lineUnits + scatterPay * slot.lines) * (freeSpin ? multiplier : 1),
  };
}

/**
 * One paid spin and every free spin it awards (retriggers included), all in
 * one round. The bet is validated against the caller's limits.
 */
export function playSlot(
  slot: CompiledSlot,
  bet: number,
  limits: BetLimits,
  source: ByteSource,
): SlotRoundResult {
  assertBet(bet, limits);
  const spins: SlotSpinResult[] = [];
  const units = playRoundUnits(slot, source, (stops, freeSpin) => {
    spins.push(describeSpin(slot, stops, freeSpin));
  });
  const [base, ...freeSpins] = spins as [SlotSpinResult, ...SlotSpinResult[]];
  const multiplier = { numerator: units, denominator: slot.lines };
  return {
    themeKey: slot.config.themeKey,
    bet,
    base,
    freeSpins,
    multiplier,
    payout: payoutHundredths(bet, multiplier.numerator, multiplier.denominator),
  };
}
