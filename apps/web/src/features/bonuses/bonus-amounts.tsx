import { formatCoins } from '../../lib/coins';
import { hasBonusAmounts } from './bonus-eligibility';
// The tiles carry their own styles: they show in the VIP tier's congratulations too, where no
// welcome or daily dialog has loaded bonuses.css before (issue 24).
import './bonuses.css';

interface BonusAmountsProps {
  readonly gcAmount: number;
  readonly scAmount: number;
}

/** The coins a bonus gives, as gold and green coin tiles (a zero amount is left out). */
export function BonusAmounts({ gcAmount, scAmount }: BonusAmountsProps) {
  const tiles = [
    { coin: 'gc', code: 'GC', label: 'Gold Coins', amount: gcAmount },
    { coin: 'sc', code: 'SC', label: 'Sweepstakes Coins', amount: scAmount },
  ].filter(({ amount }) => hasBonusAmounts({ gcAmount: amount, scAmount: 0 }));
  return (
    <ul className="bonus-amounts" aria-label="You receive">
      {tiles.map(({ coin, code, label, amount }, index) => (
        <li key={coin} className={`bonus-amounts__tile bonus-amounts__tile--${coin}`}>
          {index > 0 && (
            <span className="bonus-amounts__plus" aria-hidden="true">
              +
            </span>
          )}
          <span className={`coin-badge coin-badge--${coin}`} aria-hidden="true">
            {code}
          </span>{' '}
          <span className="bonus-amounts__value">{formatCoins(amount)}</span>{' '}
          <span className="bonus-amounts__label">{label}</span>
        </li>
      ))}
    </ul>
  );
}
