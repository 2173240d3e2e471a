import { formatHundredths } from './amounts';
import type { BetChoice } from './use-bet';

interface BetStepperProps {
  readonly choice: BetChoice;
  readonly disabled?: boolean;
  readonly label?: string;
}

/** − / + through the bet steps, the stake and its coin in between. */
export function BetStepper({ choice, disabled = false, label = 'Bet' }: BetStepperProps) {
  const { coin, steps, index, bet, select } = choice;
  return (
    <div className="gc-bet" role="group" aria-label={label}>
      <span className="gc-bet__label" aria-hidden="true">
        {label}
      </span>
      <button
        type="button"
        className="gc-bet__step"
        aria-label={`Lower ${label.toLowerCase()}`}
        disabled={disabled || index === 0}
        onClick={() => select(index - 1)}
      >
        −
      </button>
      <output className="gc-bet__value" aria-live="polite" aria-label={`${label} amount`}>
        <span className={`coin-badge coin-badge--${coin.toLowerCase()}`} aria-hidden="true">
          {coin}
        </span>
        <span>
          {formatHundredths(bet)}
          <span className="visually-hidden"> {coin}</span>
        </span>
      </output>
      <button
        type="button"
        className="gc-bet__step"
        aria-label={`Raise ${label.toLowerCase()}`}
        disabled={disabled || index === steps.length - 1}
        onClick={() => select(index + 1)}
      >
        +
      </button>
    </div>
  );
}
