import { PATHS } from '../../lib/paths';

/** The store's query parameter naming the package whose order summary is open. */
export const ORDER_PACKAGE_PARAM = 'buy';

/** /user/store?buy={packageId}: the store with that package's order summary open. */
export const storeOrderPath = (packageId: number): string =>
  `${PATHS.store}?${ORDER_PACKAGE_PARAM}=${encodeURIComponent(String(packageId))}`;

/** The package id of the store's query, or null when there is none or it is not an id. */
export function orderPackageId(search: URLSearchParams): number | null {
  const value = search.get(ORDER_PACKAGE_PARAM);
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
