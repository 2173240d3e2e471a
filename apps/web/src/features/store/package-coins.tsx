import { formatAmount, formatUsd, fromDecimal } from '@app/contracts/money';
import type { TPackage } from '@app/contracts/packages';
import './package-coins.css';

/** 'Includes 25.00 SC free': sweepstakes law sells Gold Coins only; SC comes as a free bonus. */
export const freeScText = (scHundredths: number): string =>
  `Includes ${formatAmount(scHundredths)} SC free`;

interface PackageCoinsProps {
  readonly pkg: TPackage;
  readonly className?: string;
  /** Heading id, so a card can be named by its coins. */
  readonly titleId?: string;
  /** False where the price is shown elsewhere (the order summary's first line). */
  readonly showPrice?: boolean;
}

/** What a package holds: its Gold Coins, the free Sweepstakes Coins and the price in USD. */
export function PackageCoins({ pkg, className, titleId, showPrice = true }: PackageCoinsProps) {
  const sc = fromDecimal(pkg.scCoin);
  return (
    <div className={className ? `package-coins ${className}` : 'package-coins'}>
      <p className="package-coins__gc" id={titleId}>
        <span className="coin-badge coin-badge--gc" aria-hidden="true">
          GC
        </span>
        <span className="package-coins__gc-amount">{formatAmount(fromDecimal(pkg.gcCoin))}</span>
        <span className="package-coins__unit">
          GC<span className="visually-hidden"> (Gold Coins)</span>
        </span>
      </p>
      {sc > 0 && (
        <p className="package-coins__sc">
          <span className="coin-badge coin-badge--sc" aria-hidden="true">
            SC
          </span>
          {freeScText(sc)}
        </p>
      )}
      {showPrice && <p className="package-coins__price">{formatUsd(fromDecimal(pkg.amount))}</p>}
    </div>
  );
}
