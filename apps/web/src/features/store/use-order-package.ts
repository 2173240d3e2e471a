import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { TPackage } from '@app/contracts/packages';
import { useProfile } from '../../lib/get-profile';
import type { User } from '../../lib/user';
import { usePackages } from './api/get-packages';
import { useFlashSale } from './flash-sale/flash-sale-store';
import { isPackageOnSale } from './package-offers';
import { orderPackageId } from './package-order';
import { packagesOfPages } from './package-pages';

export type OrderPackage =
  /** No package asked for. */
  | { readonly status: 'none' }
  | { readonly status: 'loading'; readonly packageId: number }
  /** Asked for, but not on sale to this player (unknown id, welcome window closed, ended). */
  | { readonly status: 'missing'; readonly packageId: number }
  | { readonly status: 'ready'; readonly pkg: TPackage; readonly user: User };

/**
 * The package of the store's `?buy=` parameter, ready for its order summary
 * once it and the player are loaded. A package beyond the pages loaded so
 * far is looked for on the next pages; the flash sale's package is used
 * while the list loads.
 */
export function useOrderPackage(): OrderPackage {
  const [search] = useSearchParams();
  const packageId = orderPackageId(search);
  const packages = usePackages({ enabled: packageId !== null });
  const profile = useProfile();
  const flashSalePackage = useFlashSale((state) => state.details?.pkg ?? null);
  // Whether the package is on sale is decided once, when it is asked for.
  const [askedAt] = useState(() => Date.now());

  const loaded = packages.data ? packagesOfPages(packages.data.pages) : [];
  const pkg =
    loaded.find((candidate) => candidate.packageId === packageId) ??
    (flashSalePackage?.packageId === packageId ? flashSalePackage : undefined);
  const lookFurther =
    packageId !== null && !pkg && packages.hasNextPage && !packages.isFetchingNextPage;
  const { fetchNextPage } = packages;

  useEffect(() => {
    if (lookFurther) void fetchNextPage();
  }, [lookFurther, fetchNextPage]);

  if (packageId === null) return { status: 'none' };
  const user = profile.data;
  if (!user)
    return profile.isError ? { status: 'missing', packageId } : { status: 'loading', packageId };
  if (!pkg) {
    const settled = (packages.data !== undefined && !packages.hasNextPage) || packages.isError;
    return settled ? { status: 'missing', packageId } : { status: 'loading', packageId };
  }
  return isPackageOnSale(pkg, user, askedAt)
    ? { status: 'ready', pkg, user }
    : { status: 'missing', packageId };
}
