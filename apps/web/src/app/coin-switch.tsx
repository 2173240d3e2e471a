import { uiStore, useUiStore, type CoinType } from '../lib/ui-store';

const COINS: readonly { type: CoinType; label: string }[] = [
  { type: 'GC', label: 'Gold Coins' },
  { type: 'SC', label: 'Sweepstakes Coins' },
];

/**
 * The GC/SC switch with both balances. Balances come with the wallet in a
 * later issue; until then they show a dash.
 */
export function CoinSwitch({ compact = false }: { compact?: boolean }) {
  const coinType = useUiStore((state) => state.coinType);
  return (
    <div
      className={compact ? 'coin-switch coin-switch--compact' : 'coin-switch'}
      role="group"
      aria-label="Coin type"
    >
      {COINS.map(({ type, label }) => {
        const active = coinType === type;
        return (
          <button
            key={type}
            type="button"
            className={`coin-switch__option coin-switch__option--${type.toLowerCase()}${active ? ' is-active' : ''}`}
            aria-pressed={active}
            title={label}
            onClick={() => uiStore.setCoinType(type)}
          >
            <span className={`coin-badge coin-badge--${type.toLowerCase()}`} aria-hidden="true">
              {type}
            </span>
            <span className="coin-switch__balance">
              <span className="visually-hidden">{label} balance: </span>
              <span aria-label="not loaded yet">—</span>
            </span>
          </button>
        );
      })}
    </div>
  );
}
