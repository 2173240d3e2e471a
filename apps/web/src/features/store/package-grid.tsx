import { useProfile } from '../../lib/get-profile';
import { usePackages } from './api/get-packages';
import { PackageCard } from './package-card';
import { firstPurchaseBonusPercent, isPackageOnSale, packageOffer } from './package-offers';
import { packagesOfPages } from './package-pages';
import { ListEmpty } from '../../components/list-empty';
import { PagedListFooter } from '../../components/paged-list-footer';
import { useNow } from './use-now';
import { useOrderSummary } from './use-order-summary';

/** How many cards load their art at once (the first screen on a desktop). */
const EAGER_CARDS = 8;

/** Shimmering cards in the grid's shape while the packages load. */
function PackageGridSkeleton({ count = 8 }: { readonly count?: number }) {
  return (
    <ul className="package-grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index}>
          <div className="package-card package-card--skeleton" />
        </li>
      ))}
    </ul>
  );
}

/**
 * The packages on sale to the player, 16 a page with infinite scroll (and a
 * button doing the same for keyboards), each with its offers; Buy opens the
 * package's order summary (not where purchases are closed to the player).
 */
export function PackageGrid({ purchasesClosed = false }: { readonly purchasesClosed?: boolean }) {
  const query = usePackages();
  const profile = useProfile();
  // Tick only while a package has a deadline (a welcome window or a validTill) that is shown: a
  // player the store is closed to is offered nothing (no offer, countdown or first-purchase bonus).
  const timed =
    !purchasesClosed &&
    (query.data?.pages.some((page) =>
      page.rows.some((pkg) => pkg.welcomePurchaseBonusApplicable || pkg.validTill !== null),
    ) ??
      false);
  const now = useNow(timed);
  const { buy } = useOrderSummary();
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } = query;

  const user = profile.data;
  if (isPending || (!user && profile.isPending)) return <PackageGridSkeleton />;

  const viewer = user ?? {};
  const packages = data
    ? packagesOfPages(data.pages).filter((pkg) => isPackageOnSale(pkg, viewer, now))
    : [];

  return (
    <>
      {packages.length > 0 && (
        <ul className="package-grid" aria-label="Coin packages">
          {packages.map((pkg, index) => (
            <li key={pkg.packageId}>
              <PackageCard
                pkg={pkg}
                offer={purchasesClosed ? null : packageOffer(pkg, viewer, now)}
                firstPurchasePercent={
                  purchasesClosed ? null : firstPurchaseBonusPercent(pkg, viewer)
                }
                now={now}
                eager={index < EAGER_CARDS}
                buyDisabled={purchasesClosed}
                onBuy={buy}
              />
            </li>
          ))}
        </ul>
      )}
      {packages.length === 0 && !error && (
        <ListEmpty
          role="status"
          title="No packages on sale right now"
          hint="New coin packages are added regularly. Check back soon."
        />
      )}
      <PagedListFooter
        noun="packages"
        error={error}
        hasNextPage={hasNextPage}
        isFetchingNextPage={isFetchingNextPage}
        fetchNextPage={fetchNextPage}
        refetch={refetch}
      />
    </>
  );
}
