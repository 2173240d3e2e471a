import { toDecimal } from '@app/contracts/money';
import type { TPackage } from '@app/contracts/packages';
import type { Db } from '../../db/database';
import * as repository from './packages.repository';

export interface PackagePage {
  rows: TPackage[];
  /** Packages on sale over all pages. */
  count: number;
}

/**
 * One page of the packages on sale, in store order, with prices and coins as
 * decimals. Which offers a given player may buy (first purchase, welcome
 * window, one-time) is decided when the purchase starts.
 */
export async function listPackages(
  db: Db,
  paging: { limit: number; page: number },
  now = new Date(),
): Promise<PackagePage> {
  const [rows, total] = await Promise.all([
    repository.listPackagesOnSale(db, {
      now,
      limit: paging.limit,
      offset: (paging.page - 1) * paging.limit,
    }),
    repository.countPackagesOnSale(db, now),
  ]);
  return {
    rows: rows.map((row) => ({
      packageId: row.packageId,
      amount: toDecimal(row.amount),
      gcCoin: toDecimal(row.gcCoin),
      scCoin: toDecimal(row.scCoin),
      currency: row.currency,
      firstPurchaseApplicable: row.firstPurchaseApplicable,
      welcomePurchaseBonusApplicable: row.welcomePurchaseBonusApplicable,
      welcomePurchaseBonusApplicableMinutes: row.welcomePurchaseBonusApplicableMinutes,
      oneTimePurchaseBonusApplicable: row.oneTimePurchaseBonusApplicable,
      validTill: row.validTill ? row.validTill.toISOString() : null,
      imageUrl: row.imageUrl,
      sortOrder: row.sortOrder,
    })),
    count: total,
  };
}
