import { formatAmount } from '@app/contracts/money';
import { coinsToHundredths } from '../../lib/coins';
import type { CoinType } from '../../lib/ui-store';
import { useCountUp } from './use-count-up';
import { useWalletCredit, type WalletCredit } from './wallet-credit-store';

interface CoinAmountProps {
  readonly coin: CoinType;
  /** The balance as the API sends it (a decimal); undefined while it loads. */
  readonly decimal: number | undefined;
  readonly className: string;
}

/** The credit being celebrated for this balance: fresh and still the balance shown. */
function useCelebratedCredit(coin: CoinType, value: number | null): WalletCredit | null {
  const credit = useWalletCredit(coin);
  return credit !== null && credit.to === value ? credit : null;
}

/**
 * A balance with two decimals and thousands separators (SPEC §9). After a
 * credit it counts up to the new value and glows for 2 s.
 */
export function CoinAmount({ coin, decimal, className }: CoinAmountProps) {
  const value = coinsToHundredths(decimal);
  const credit = useCelebratedCredit(coin, value);
  const shown = useCountUp(value, credit);
  return (
    <span className={credit ? `${className} is-credited` : className}>
      {shown === null ? '—' : formatAmount(shown)}
    </span>
  );
}

/** The amount a credit added, floating up beside the balance while it is celebrated. */
export function CoinGain({ coin, decimal }: Omit<CoinAmountProps, 'className'>) {
  const credit = useCelebratedCredit(coin, coinsToHundredths(decimal));
  if (!credit) return null;
  return (
    <span key={credit.id} className={`coin-gain coin-gain--${coin.toLowerCase()}`} aria-hidden>
      +{formatAmount(credit.to - credit.from)}
    </span>
  );
}
