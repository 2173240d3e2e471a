import { and, asc, count, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { packages } from './packages.tables';

/** Packages a player can see now: active and not past their end. */
function onSale(now: Date): SQL | undefined {
  return and(
    eq(packages.isActive, true),
    or(isNull(packages.validTill), gt(packages.validTill, now)),
  );
}

export function listPackagesOnSale(
  db: DbOrTx,
  options: { now: Date; limit: number; offset: number },
) {
  return db
    .select()
    .from(packages)
    .where(onSale(options.now))
    .orderBy(asc(packages.sortOrder), asc(packages.packageId))
    .limit(options.limit)
    .offset(options.offset);
}

export async function countPackagesOnSale(db: DbOrTx, now: Date): Promise<number> {
  const [row] = await db.select({ total: count() }).from(packages).where(onSale(now));
  return row?.total ?? 0;
}
