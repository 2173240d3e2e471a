import type { CSSProperties } from 'react';
import { colorOf } from '@app/games/roulette';
import { formatHundredths } from '../shared/amounts';
import { formatCompactCoins } from './roulette-chips';
import {
  numberCell,
  OUTSIDE_SPOTS,
  SPOT_LABELS,
  spotName,
  straight,
  type SpotKey,
} from './roulette-bets';

interface RouletteBoardProps {
  readonly stakes: ReadonlyMap<SpotKey, number>;
  readonly winning: ReadonlySet<SpotKey>;
  readonly disabled: boolean;
  readonly onPlace: (spot: SpotKey) => void;
}

/** Grid places of a spot in the wide (desktop) and tall (phone) tables. */
interface Place {
  readonly col: number;
  readonly row: number;
  readonly colSpan?: number;
  readonly rowSpan?: number;
  readonly vcol: number;
  readonly vrow: number;
  readonly vcolSpan?: number;
  readonly vrowSpan?: number;
}

const style = (place: Place): CSSProperties =>
  ({
    '--col': `${place.col} / span ${place.colSpan ?? 1}`,
    '--row': `${place.row} / span ${place.rowSpan ?? 1}`,
    '--vcol': `${place.vcol} / span ${place.vcolSpan ?? 1}`,
    '--vrow': `${place.vrow} / span ${place.vrowSpan ?? 1}`,
  }) as CSSProperties;

interface Spot {
  readonly key: SpotKey;
  readonly label: string;
  readonly place: Place;
  readonly tone: string;
}

const SPOTS: readonly Spot[] = [
  {
    key: straight(0),
    label: '0',
    tone: 'green',
    place: { col: 1, row: 1, rowSpan: 3, vcol: 3, vrow: 1, vcolSpan: 3 },
  },
  ...Array.from({ length: 36 }, (_, i) => {
    const n = i + 1;
    return { key: straight(n), label: String(n), tone: colorOf(n), place: numberCell(n) };
  }),
  ...([1, 2, 3] as const).map((index) => ({
    key: `column${index}` as SpotKey,
    label: '2 to 1',
    tone: 'outside',
    place: { col: 14, row: 4 - index, vcol: 2 + index, vrow: 14 },
  })),
  ...([1, 2, 3] as const).map((index) => ({
    key: `dozen${index}` as SpotKey,
    label: ['1st 12', '2nd 12', '3rd 12'][index - 1] ?? '',
    tone: 'outside',
    place: {
      col: 2 + 4 * (index - 1),
      row: 4,
      colSpan: 4,
      vcol: 2,
      vrow: 2 + 4 * (index - 1),
      vrowSpan: 4,
    },
  })),
  ...OUTSIDE_SPOTS.map((spot, i) => ({
    key: spot,
    label: SPOT_LABELS[spot],
    tone: spot === 'red' || spot === 'black' ? spot : 'outside',
    place: { col: 2 + 2 * i, row: 5, colSpan: 2, vcol: 1, vrow: 2 + 2 * i, vrowSpan: 2 },
  })),
];

/** The European table: numbers 0–36, columns, dozens and even-money bets, each a button. */
export function RouletteBoard({ stakes, winning, disabled, onPlace }: RouletteBoardProps) {
  return (
    <div className="roulette-board" role="group" aria-label="Betting table">
      {SPOTS.map((spot) => {
        const stake = stakes.get(spot.key) ?? 0;
        const lit = winning.has(spot.key);
        return (
          <button
            key={spot.key}
            type="button"
            className={[
              'roulette-spot',
              `roulette-spot--${spot.tone}`,
              spot.key.startsWith('n') ? 'roulette-spot--number' : '',
              spot.key.startsWith('column') ? 'roulette-spot--column' : '',
              lit ? 'is-lit' : '',
            ]
              .filter(Boolean)
              .join(' ')}
            style={style(spot.place)}
            disabled={disabled}
            aria-label={`Bet on ${spotName(spot.key)}${stake > 0 ? `, ${formatHundredths(stake)} placed` : ''}`}
            onClick={() => onPlace(spot.key)}
          >
            {spot.key === 'red' || spot.key === 'black' ? (
              <span className="roulette-spot__diamond" aria-hidden="true" />
            ) : (
              <span className="roulette-spot__label">{spot.label}</span>
            )}
            {stake > 0 && (
              <span className="roulette-chip roulette-chip--placed" aria-hidden="true">
                {formatCompactCoins(stake)}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
