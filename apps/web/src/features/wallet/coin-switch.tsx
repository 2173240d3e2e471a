import { useProfile } from '../../lib/get-profile';
import { formatCoins } from '../../lib/coins';
import { uiStore, useUiStore, type CoinType } from '../../lib/ui-store';
import { CoinAmount, CoinGain } from './coin-amount';
import './wallet.css';

interface CoinSwitchProps {
  /** 'header': the desktop header; 'bar': the full-width strip of the mobile bottom nav. */
  readonly variant?: 'header' | 'bar';
}

const COIN_LABELS: Record<CoinType, string> = {
  GC: 'Gold Coins',
  SC: 'Sweepstakes Coins',
};

/**
 * The GC/SC switch with both balances (SPEC §2 Navigation chrome). The
 * active coin type is kept in localStorage by the UI store; balances come
 * from the profile, which the wallet channel keeps current. SC shows the
 * total, with the redeemable part (wsc) beneath it and in the tooltip.
 */
export function CoinSwitch({ variant = 'header' }: CoinSwitchProps) {
  const coinType = useUiStore((state) => state.coinType);
  const { data: user } = useProfile();
  const wallet = user?.userWallet;
  const redeemable = formatCoins(wallet?.scCoin.wsc);

  const options = [
    {
      type: 'GC' as const,
      decimal: wallet?.gcCoin,
      caption: 'Gold Coins',
      tooltip: `${COIN_LABELS.GC}: ${formatCoins(wallet?.gcCoin)}`,
    },
    {
      type: 'SC' as const,
      decimal: wallet?.totalScCoin,
      caption: `Redeemable ${redeemable}`,
      tooltip: `${COIN_LABELS.SC}: ${formatCoins(wallet?.totalScCoin)} in total, ${redeemable} redeemable`,
    },
  ];

  return (
    <div className={`coin-switch coin-switch--${variant}`} role="group" aria-label="Coin type">
      {options.map(({ type, decimal, caption, tooltip }) => {
        const active = coinType === type;
        const modifier = type.toLowerCase();
        return (
          <button
            key={type}
            type="button"
            className={`coin-switch__option coin-switch__option--${modifier}${active ? ' is-active' : ''}`}
            aria-pressed={active}
            title={tooltip}
            onClick={() => uiStore.setCoinType(type)}
          >
            <span className={`coin-badge coin-badge--${modifier}`} aria-hidden="true">
              {type}
            </span>
            <span className="coin-switch__text">
              <span className="visually-hidden">{COIN_LABELS[type]} balance: </span>
              <CoinAmount coin={type} decimal={decimal} className="coin-switch__amount" />
              <span className="coin-switch__caption">
                {type === 'SC' && <span className="visually-hidden">, </span>}
                {type === 'SC' ? caption : <span aria-hidden="true">{caption}</span>}
              </span>
            </span>
            <CoinGain coin={type} decimal={decimal} />
          </button>
        );
      })}
    </div>
  );
}
