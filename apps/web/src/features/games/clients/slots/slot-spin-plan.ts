import { PAYLINES_20, type SlotThemeKey, SLOT_CONFIGS } from '@app/games/slots';
import { REELS, ROWS, type SlotSpinResult } from '@app/games/slot-engine';

/** Symbol keys of each reel strip of a theme, top to bottom. */
export function reelStrips(theme: SlotThemeKey): string[][] {
  const config = SLOT_CONFIGS[theme];
  const keyOf = new Map(config.symbols.map((symbol) => [symbol.code, symbol.key]));
  return config.reels.map((reel) => Array.from(reel, (code) => keyOf.get(code) ?? code));
}

/** The window a stop shows: the strip from the stop, three deep, wrapping round. */
export function windowAt(strip: readonly string[], stop: number): string[] {
  return Array.from({ length: ROWS }, (_, row) => strip[(stop + row) % strip.length] as string);
}

/**
 * What a reel shows while it spins, top to bottom: the target window, then
 * `fillers` more symbols of the real strip after it, then the window it
 * started from. The reel runs downwards from the bottom of this film to its
 * top, so the strip passes in its true order and stops on the target.
 */
export function spinFilm(
  strip: readonly string[],
  stop: number,
  target: readonly string[],
  previous: readonly string[],
  fillers: number,
): string[] {
  const between = Array.from(
    { length: fillers },
    (_, i) => strip[(stop + ROWS + i) % strip.length] as string,
  );
  return [...target, ...between, ...previous];
}

/** Cell id 'reel-row' of the grid. */
export const cellId = (reel: number, row: number): string => `${reel}-${row}`;

/** The cells of a payline (1-based) that a win of `count` symbols covers, left to right. */
export function lineCells(line: number, count: number = REELS): string[] {
  const rows = PAYLINES_20[line - 1] ?? [];
  return rows.slice(0, count).map((row, reel) => cellId(reel, row));
}

/** Every cell that takes part in a spin's wins: line runs, and scatters when they pay or trigger. */
export function winningCells(spin: SlotSpinResult, scatterKey: string): Set<string> {
  const cells = new Set<string>();
  for (const win of spin.lineWins)
    for (const cell of lineCells(win.line, win.count)) cells.add(cell);
  if (spin.scatterPay > 0 || spin.freeSpinsAwarded > 0) {
    spin.grid.forEach((column, reel) =>
      column.forEach((symbol, row) => {
        if (symbol === scatterKey) cells.add(cellId(reel, row));
      }),
    );
  }
  return cells;
}

/** A spin's win in hundredths at a total bet: floor(bet × units / lines). */
export function spinWin(spin: SlotSpinResult, bet: number, lines: number): number {
  return Math.floor((bet * spin.winUnits) / lines);
}

/** Scatters on reels before `reel`: two or more make the remaining reels spin longer. */
export function scattersBefore(
  grid: readonly (readonly string[])[],
  reel: number,
  scatterKey: string,
): number {
  let count = 0;
  for (let r = 0; r < reel; r += 1) {
    for (const symbol of grid[r] ?? []) if (symbol === scatterKey) count += 1;
  }
  return count;
}
