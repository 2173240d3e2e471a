import type { CoinType } from '../../../../lib/ui-store';
import { formatHundredths } from '../shared/amounts';

/** Chip amounts as printed on a chip: 10000 → '100', 250000 → '2.5K', 10 → '0.1'. */
export function formatCompactCoins(hundredths: number): string {
  const coins = hundredths / 100;
  if (coins >= 1_000_000) return `${trim(coins / 1_000_000)}M`;
  if (coins >= 1_000) return `${trim(coins / 1_000)}K`;
  return trim(coins);
}

function trim(value: number): string {
  return String(Math.round(value * 100) / 100);
}

const CHIP_TONES = ['white', 'red', 'blue', 'green', 'black'] as const;

interface ChipTrayProps {
  readonly values: readonly number[];
  readonly selected: number;
  readonly coin: CoinType;
  readonly disabled: boolean;
  readonly onSelect: (index: number) => void;
}

/** The chip values to bet with; the picked one goes on the spots clicked. */
export function ChipTray({ values, selected, coin, disabled, onSelect }: ChipTrayProps) {
  return (
    <div className="roulette-tray" role="radiogroup" aria-label="Chip value">
      {values.map((value, index) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={index === selected}
          aria-label={`Chip ${formatHundredths(value)} ${coin}`}
          disabled={disabled}
          className={`roulette-chip roulette-chip--${CHIP_TONES[index] ?? 'black'}${index === selected ? ' is-selected' : ''}`}
          onClick={() => onSelect(index)}
        >
          {formatCompactCoins(value)}
        </button>
      ))}
    </div>
  );
}
