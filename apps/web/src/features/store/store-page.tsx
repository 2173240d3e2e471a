import { useEffect, useId } from 'react';
import { PromoBanner } from '../../components/promo-banner';
import { useVisibleBanners } from '../../lib/get-banners';
import { useMyJurisdiction } from '../../lib/get-my-jurisdiction';
import { PackageGrid } from './package-grid';
import './store.css';

/** The store's campaign banner (SPEC §3 Banner, pageName storePage), when there is one. */
function StoreBanner() {
  const { banners } = useVisibleBanners('storePage');
  const banner = banners[0];
  return banner ? (
    <div className="store-page__banner">
      <PromoBanner banner={banner} />
    </div>
  ) : null;
}

/**
 * Where purchases are not offered (the player's address or location, decision 050), the store
 * says so before checkout, with the reason the purchase itself would be refused with.
 */
function PurchasesClosedNotice({ message }: { readonly message: string }) {
  return (
    <div className="store-page__closed" role="status">
      <strong>Purchases are not available to you</strong>
      <p>{message}</p>
      <p>Gold Coins you already hold can still be played.</p>
    </div>
  );
}

/**
 * /user/store (private): the coin packages with the player's offers, and
 * each package's order summary. The store's popup (SPEC §4 Page popups) is
 * opened by the app's page-popup runner.
 */
export function StorePage() {
  const headingId = useId();
  const purchase = useMyJurisdiction().data?.purchase;
  const closed = purchase?.allowed === false;

  // The order summary's code arrives while the player looks at the packages.
  useEffect(() => {
    void import('./order-summary-dialog');
  }, []);

  return (
    <section className="store-page" aria-labelledby={headingId}>
      <header className="store-page__head">
        <h1 id={headingId} className="store-page__title">
          Get Coins
        </h1>
        <p className="store-page__lead">
          Gold Coins are for fun play. Every package comes with free Sweepstakes Coins.
        </p>
      </header>
      {closed && <PurchasesClosedNotice message={purchase.message ?? ''} />}
      {/* The campaign banner sells packages: not to a player who cannot buy them. */}
      {!closed && <StoreBanner />}
      <PackageGrid purchasesClosed={closed} />
      <p className="store-page__fineprint">
        Sweepstakes Coins cannot be purchased: they are a free bonus included with Gold Coin
        packages. No purchase necessary. Void where prohibited. 18+.
      </p>
    </section>
  );
}
