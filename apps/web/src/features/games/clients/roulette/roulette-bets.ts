import { RED_NUMBERS, type RouletteSelection } from '@app/games/roulette';

/** A spot of the layout a chip can go on. */
export type OutsideSpot = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type SpotKey = `n${number}` | OutsideSpot | `dozen${1 | 2 | 3}` | `column${1 | 2 | 3}`;

/** One chip on the layout, in the order it was placed (amount in hundredths). */
export interface Chip {
  readonly spot: SpotKey;
  readonly amount: number;
}

export const OUTSIDE_SPOTS: readonly OutsideSpot[] = ['low', 'even', 'red', 'black', 'odd', 'high'];

export const SPOT_LABELS: Readonly<Record<OutsideSpot, string>> = {
  low: '1–18',
  even: 'Even',
  red: 'Red',
  black: 'Black',
  odd: 'Odd',
  high: '19–36',
};

export const straight = (n: number): SpotKey => `n${n}`;

/** The selection of the play API for a spot. */
export function selectionOf(spot: SpotKey): RouletteSelection {
  if (spot.startsWith('n')) return { type: 'straight', numbers: [Number(spot.slice(1))] };
  if (spot.startsWith('dozen')) return { type: 'dozen', index: Number(spot.slice(5)) as 1 | 2 | 3 };
  if (spot.startsWith('column'))
    return { type: 'column', index: Number(spot.slice(6)) as 1 | 2 | 3 };
  return { type: spot as OutsideSpot };
}

/** The spot a selection of a stored round was placed on (null for bets this layout does not offer). */
export function spotOf(selection: RouletteSelection): SpotKey | null {
  switch (selection.type) {
    case 'straight':
      return selection.numbers.length === 1 ? straight(selection.numbers[0] as number) : null;
    case 'dozen':
      return `dozen${selection.index}`;
    case 'column':
      return `column${selection.index}`;
    case 'red':
    case 'black':
    case 'odd':
    case 'even':
    case 'low':
    case 'high':
      return selection.type;
    default:
      return null;
  }
}

/** Words for a spot: 'Straight 17', 'Red', '2nd dozen', 'Column 3'. */
export function spotName(spot: SpotKey): string {
  if (spot.startsWith('n')) return `Straight ${spot.slice(1)}`;
  if (spot.startsWith('dozen')) return `${['1st', '2nd', '3rd'][Number(spot.slice(5)) - 1]} dozen`;
  if (spot.startsWith('column')) return `Column ${spot.slice(6)}`;
  return SPOT_LABELS[spot as OutsideSpot];
}

/** Chips summed per spot, in the order spots were first used. */
export function stakesBySpot(chips: readonly Chip[]): Map<SpotKey, number> {
  const stakes = new Map<SpotKey, number>();
  for (const chip of chips) stakes.set(chip.spot, (stakes.get(chip.spot) ?? 0) + chip.amount);
  return stakes;
}

export const totalStake = (chips: readonly Chip[]): number =>
  chips.reduce((sum, chip) => sum + chip.amount, 0);

/** The `params.bets` of POST /play: one bet per spot, amounts in coins. */
export function apiBets(chips: readonly Chip[]): (RouletteSelection & { amount: number })[] {
  return [...stakesBySpot(chips)].map(([spot, amount]) => ({
    ...selectionOf(spot),
    amount: amount / 100,
  }));
}

/** Spots a pocket wins (for lighting the layout). */
export function winningSpots(pocket: number): Set<SpotKey> {
  const spots = new Set<SpotKey>([straight(pocket)]);
  if (pocket === 0) return spots;
  spots.add(RED_NUMBERS.includes(pocket) ? 'red' : 'black');
  spots.add(pocket % 2 === 0 ? 'even' : 'odd');
  spots.add(pocket <= 18 ? 'low' : 'high');
  spots.add(`dozen${Math.ceil(pocket / 12) as 1 | 2 | 3}`);
  spots.add(`column${(((pocket - 1) % 3) + 1) as 1 | 2 | 3}`);
  return spots;
}

/** Where a number sits on the table: rows of three, 3-6-9… on top in the wide layout. */
export function numberCell(n: number): { col: number; row: number; vcol: number; vrow: number } {
  return {
    col: 2 + Math.floor((n - 1) / 3),
    row: 3 - ((n - 1) % 3),
    vcol: 3 + ((n - 1) % 3),
    vrow: 2 + Math.floor((n - 1) / 3),
  };
}
