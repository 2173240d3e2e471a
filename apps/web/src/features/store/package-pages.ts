import { PAGE_SIZE } from '@app/contracts/constants';
import type { TPackage } from '@app/contracts/packages';

/** One page of GET /details/packages: packageData { rows, count }. */
export interface PackagePage {
  readonly rows: readonly TPackage[];
  /** Packages on sale over all pages. */
  readonly count: number;
}

/** Paged lists start at page 1 and hold 16 (PAGE_SIZE, SPEC §9). */
export const FIRST_PAGE = 1;

/**
 * The page to ask for after `pages`, or undefined when every package has
 * arrived (or the last page came back short).
 */
export function nextPackagePage(
  pages: readonly PackagePage[],
  pageSize: number = PAGE_SIZE,
): number | undefined {
  const last = pages.at(-1);
  if (!last) return FIRST_PAGE;
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  if (last.rows.length < pageSize || loaded >= last.count) return undefined;
  return pages.length + 1;
}

/** Every package of the loaded pages, once each (a package can move between pages). */
export function packagesOfPages(pages: readonly PackagePage[]): TPackage[] {
  const seen = new Set<number>();
  const packages: TPackage[] = [];
  for (const page of pages) {
    for (const pkg of page.rows) {
      if (seen.has(pkg.packageId)) continue;
      seen.add(pkg.packageId);
      packages.push(pkg);
    }
  }
  return packages;
}
