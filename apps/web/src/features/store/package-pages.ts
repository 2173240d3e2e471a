import type { TPackage } from '@app/contracts/packages';
import { nextPageAfter, rowsOfPages, type Page } from '../../lib/paged-list';

export { FIRST_PAGE } from '../../lib/paged-list';

/** One page of GET /details/packages: packageData { rows, count }. */
export type PackagePage = Page<TPackage>;

/** The page to ask for after `pages`, or undefined when every package has arrived. */
export const nextPackagePage = nextPageAfter;

/** Every package of the loaded pages, once each (a package can move between pages). */
export const packagesOfPages = (pages: readonly PackagePage[]): TPackage[] =>
  rowsOfPages(pages, (pkg) => pkg.packageId);
