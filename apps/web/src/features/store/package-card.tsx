import { useId } from 'react';
import type { TPackage } from '@app/contracts/packages';
import { OFFER_TEXTS } from '@app/contracts/payments';
import { ClockIcon, CoinsIcon, GiftIcon } from '../../components/icons';
import { describeDuration, formatOfferCountdown, secondsUntil } from './countdown';
import { OFFER_LABELS, type PackageOffer } from './package-offers';
import { PackageCoins } from './package-coins';

interface PackageCardProps {
  readonly pkg: TPackage;
  /** The running welcome or one-time offer, with its live countdown. */
  readonly offer: PackageOffer | null;
  /** '+50% first purchase bonus' when the player's first-purchase bonus applies. */
  readonly firstPurchasePercent: number | null;
  readonly now: number;
  /** Art of the first cards loads at once; the rest when scrolled to. */
  readonly eager: boolean;
  readonly onBuy: (pkg: TPackage) => void;
  /** Purchases are closed to the player (the store's notice says why). */
  readonly buyDisabled?: boolean;
}

/** The running offer of a card: its name, the SPEC's title and description, and the countdown. */
function OfferBanner({ offer, now }: { offer: PackageOffer; now: number }) {
  const seconds = secondsUntil(offer.endsAt, now);
  return (
    <div className="package-card__offer">
      <p className="package-card__offer-kind">{OFFER_LABELS[offer.kind]}</p>
      <p className="package-card__offer-title">{OFFER_TEXTS.title}</p>
      <p className="package-card__offer-text">{OFFER_TEXTS.description}</p>
      <p className="package-card__countdown" role="timer" aria-live="off">
        <ClockIcon size={16} />
        <span aria-hidden="true">{formatOfferCountdown(seconds)}</span>
        <span className="visually-hidden">Ends in {describeDuration(seconds)}</span>
      </p>
    </div>
  );
}

/** One coin package of the store: art, coins, free SC, price, offers and Buy. */
export function PackageCard({
  pkg,
  offer,
  firstPurchasePercent,
  now,
  eager,
  onBuy,
  buyDisabled = false,
}: PackageCardProps) {
  const titleId = useId();
  const classes = ['package-card', offer && 'package-card--offer'].filter(Boolean).join(' ');
  return (
    <article className={classes} aria-labelledby={titleId} data-testid={`package-${pkg.packageId}`}>
      {offer && <OfferBanner offer={offer} now={now} />}
      <div className="package-card__body">
        {firstPurchasePercent !== null && (
          <p className="package-card__first-purchase">
            <GiftIcon size={16} />+{firstPurchasePercent}% first purchase bonus
          </p>
        )}
        <div className="package-card__art">
          {pkg.imageUrl ? (
            <img
              src={pkg.imageUrl}
              alt=""
              width={160}
              height={160}
              loading={eager ? 'eager' : 'lazy'}
              decoding="async"
            />
          ) : (
            <span className="package-card__art-fallback">
              <CoinsIcon size={56} />
            </span>
          )}
        </div>
        <PackageCoins pkg={pkg} titleId={titleId} className="package-card__coins" />
        <button
          type="button"
          className="btn btn--primary btn--block package-card__buy"
          disabled={buyDisabled}
          onClick={() => onBuy(pkg)}
        >
          Buy
        </button>
      </div>
    </article>
  );
}
