import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { packages } from '../payments/packages.tables';
import { purchases } from '../payments/purchases.tables';

export type PackageRow = typeof packages.$inferSelect;
export type PackageValues = Omit<typeof packages.$inferInsert, 'packageId' | 'createdAt'>;

const withCounts = {
  row: packages,
  purchaseCount: sql<number>`count(${purchases.id})::int`,
  soldCount: sql<number>`(count(*) filter (where ${purchases.status} = 'succeeded'))::int`,
};

/** Every package, retired ones too, with how many purchases refer to it and how many succeeded. */
export function listPackagesWithCounts(db: DbOrTx) {
  return db
    .select(withCounts)
    .from(packages)
    .leftJoin(purchases, eq(purchases.packageId, packages.packageId))
    .groupBy(packages.packageId)
    .orderBy(asc(packages.sortOrder), asc(packages.packageId));
}

export async function findPackageWithCounts(db: DbOrTx, packageId: number) {
  const [found] = await db
    .select(withCounts)
    .from(packages)
    .leftJoin(purchases, eq(purchases.packageId, packages.packageId))
    .where(eq(packages.packageId, packageId))
    .groupBy(packages.packageId);
  return found;
}

/**
 * The package, locked until the transaction ends. A purchase starting meanwhile waits for it
 * (its foreign key locks the package row), so "no purchases" stays true until a delete commits.
 */
export async function lockPackage(db: DbOrTx, packageId: number) {
  const [row] = await db
    .select()
    .from(packages)
    .where(eq(packages.packageId, packageId))
    .for('update');
  return row;
}

export async function insertPackage(db: DbOrTx, values: PackageValues) {
  const [row] = await db.insert(packages).values(values).returning();
  return row!;
}

export async function updatePackage(db: DbOrTx, packageId: number, values: Partial<PackageValues>) {
  const [row] = await db
    .update(packages)
    .set(values)
    .where(eq(packages.packageId, packageId))
    .returning();
  return row!;
}

export async function countPurchasesOf(db: DbOrTx, packageId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchases)
    .where(eq(purchases.packageId, packageId));
  return row?.n ?? 0;
}

export async function deletePackage(db: DbOrTx, packageId: number) {
  await db.delete(packages).where(eq(packages.packageId, packageId));
}
