import { CURRENCY } from '@app/contracts/constants';
import { fromDecimal, toDecimal } from '@app/contracts/money';
import {
  PACKAGE_MESSAGES,
  type TAdminPackage,
  type TAdminPackageListQueryParsed,
  type TAdminPackagePage,
  type TPackageInput,
} from '@app/contracts/packages-admin';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import * as repo from './packages-admin.repository';

const target = (packageId: number) => `package:${packageId}`;

/** What the audit log keeps of a package: the stored values (hundredths, ISO instants). */
function audited(row: repo.PackageRow) {
  return {
    amount: row.amount,
    gcCoin: row.gcCoin,
    scCoin: row.scCoin,
    firstPurchaseApplicable: row.firstPurchaseApplicable,
    welcomePurchaseBonusApplicable: row.welcomePurchaseBonusApplicable,
    welcomePurchaseBonusApplicableMinutes: row.welcomePurchaseBonusApplicableMinutes,
    oneTimePurchaseBonusApplicable: row.oneTimePurchaseBonusApplicable,
    validTill: row.validTill?.toISOString() ?? null,
    sortOrder: row.sortOrder,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
  };
}

/** The editor's input as table values (hundredths, a Date). */
function valuesOf(input: TPackageInput): repo.PackageValues {
  return {
    amount: fromDecimal(input.amount),
    gcCoin: fromDecimal(input.gcCoin),
    scCoin: fromDecimal(input.scCoin),
    currency: CURRENCY,
    firstPurchaseApplicable: input.firstPurchaseApplicable,
    welcomePurchaseBonusApplicable: input.welcomePurchaseBonusApplicable,
    welcomePurchaseBonusApplicableMinutes: input.welcomePurchaseBonusApplicableMinutes,
    oneTimePurchaseBonusApplicable: input.oneTimePurchaseBonusApplicable,
    validTill: input.validTill === null ? null : new Date(input.validTill),
    sortOrder: input.sortOrder,
    imageUrl: input.imageUrl || null,
  };
}

function stateOf(row: repo.PackageRow, now: Date): TAdminPackage['state'] {
  if (!row.isActive) return 'retired';
  return row.validTill !== null && row.validTill <= now ? 'ended' : 'onSale';
}

function view(
  found: { row: repo.PackageRow; purchaseCount: number; soldCount: number },
  now: Date,
): TAdminPackage {
  const { row } = found;
  return {
    packageId: row.packageId,
    amount: toDecimal(row.amount),
    gcCoin: toDecimal(row.gcCoin),
    scCoin: toDecimal(row.scCoin),
    currency: row.currency,
    firstPurchaseApplicable: row.firstPurchaseApplicable,
    welcomePurchaseBonusApplicable: row.welcomePurchaseBonusApplicable,
    welcomePurchaseBonusApplicableMinutes: row.welcomePurchaseBonusApplicableMinutes,
    oneTimePurchaseBonusApplicable: row.oneTimePurchaseBonusApplicable,
    validTill: row.validTill?.toISOString() ?? null,
    imageUrl: row.imageUrl,
    sortOrder: row.sortOrder,
    isActive: row.isActive,
    state: stateOf(row, now),
    purchaseCount: found.purchaseCount,
    soldCount: found.soldCount,
    createdAt: row.createdAt.toISOString(),
  };
}

const OFFER_MATCH: Record<
  NonNullable<TAdminPackageListQueryParsed['offer']>,
  (p: TAdminPackage) => boolean
> = {
  firstPurchase: (p) => p.firstPurchaseApplicable,
  welcome: (p) => p.welcomePurchaseBonusApplicable,
  oneTime: (p) => p.oneTimePurchaseBonusApplicable,
  none: (p) =>
    !p.firstPurchaseApplicable &&
    !p.welcomePurchaseBonusApplicable &&
    !p.oneTimePurchaseBonusApplicable,
};

/** An end (validTill) the editor sets must lie ahead; one left as it was may have passed. */
function checkEnd(validTill: Date | null | undefined, previous: Date | null, now: Date) {
  if (!validTill || validTill.getTime() === previous?.getTime()) return;
  if (validTill <= now)
    throw new AppError('ValidationError', PACKAGE_MESSAGES.endInPast, { field: 'validTill' });
}

/**
 * The packages editor (permission packages.write). The store reads packages from the database on
 * every call, so a change is in the store at once. Purchases keep their own price and coins
 * (the quote), so editing a package never rewrites the history; a package any purchase refers to
 * can be retired (hidden, not sold) but not deleted.
 */
export function createPackagesAdminService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  async function get(packageId: number, tx: DbOrTx = db): Promise<TAdminPackage> {
    const found = await repo.findPackageWithCounts(tx, packageId);
    if (!found) throw new AppError('NotFound', 'This package does not exist.');
    return view(found, new Date());
  }

  async function locked(tx: DbOrTx, packageId: number) {
    const row = await repo.lockPackage(tx, packageId);
    if (!row) throw new AppError('NotFound', 'This package does not exist.');
    return row;
  }

  /** Retires or reinstates; no change, no audit entry. */
  function setActive(actor: AuditActor, packageId: number, isActive: boolean) {
    return db.transaction(async (tx) => {
      const before = await locked(tx, packageId);
      if (before.isActive !== isActive) {
        const after = await repo.updatePackage(tx, packageId, { isActive });
        await audit.record(tx, actor, {
          action: isActive ? 'package.reinstate' : 'package.retire',
          target: target(packageId),
          before: audited(before),
          after: audited(after),
        });
      }
      return get(packageId, tx);
    });
  }

  return {
    /** One page of every package, filtered and sorted here (a store sells tens of packages). */
    async list(query: TAdminPackageListQueryParsed): Promise<TAdminPackagePage> {
      const now = new Date();
      const rows = (await repo.listPackagesWithCounts(db))
        .map((found) => view(found, now))
        .filter((p) => !query.state || p.state === query.state)
        .filter((p) => !query.offer || OFFER_MATCH[query.offer](p));
      const direction = query.order === 'asc' ? 1 : -1;
      rows.sort((a, b) => direction * (a[query.sort] - b[query.sort]) || a.packageId - b.packageId);
      const start = (query.page - 1) * query.pageSize;
      return { rows: rows.slice(start, start + query.pageSize), count: rows.length };
    },

    get: (packageId: number) => get(packageId),

    async create(actor: AuditActor, input: TPackageInput) {
      const values = valuesOf(input);
      checkEnd(values.validTill, null, new Date());
      return db.transaction(async (tx) => {
        const row = await repo.insertPackage(tx, values);
        await audit.record(tx, actor, {
          action: 'package.create',
          target: target(row.packageId),
          after: audited(row),
        });
        return get(row.packageId, tx);
      });
    },

    /** Saves every field of the package (retired or not: retiring is its own action). */
    async update(actor: AuditActor, packageId: number, input: TPackageInput) {
      const values = valuesOf(input);
      return db.transaction(async (tx) => {
        const before = await locked(tx, packageId);
        checkEnd(values.validTill, before.validTill, new Date());
        const after = await repo.updatePackage(tx, packageId, values);
        await audit.record(tx, actor, {
          action: 'package.update',
          target: target(packageId),
          before: audited(before),
          after: audited(after),
        });
        return get(packageId, tx);
      });
    },

    retire: (actor: AuditActor, packageId: number) => setActive(actor, packageId, false),
    reinstate: (actor: AuditActor, packageId: number) => setActive(actor, packageId, true),

    /** Only a package no purchase refers to: a bought one stays in the history (retire it). */
    async remove(actor: AuditActor, packageId: number) {
      await db.transaction(async (tx) => {
        const before = await locked(tx, packageId);
        if ((await repo.countPurchasesOf(tx, packageId)) > 0) throw new AppError('PackageBought');
        await repo.deletePackage(tx, packageId);
        await audit.record(tx, actor, {
          action: 'package.delete',
          target: target(packageId),
          before: audited(before),
        });
      });
      return { packageId, deleted: true as const };
    },

    /** The package's changes, newest first. */
    async audit(packageId: number) {
      const rows = await audit.search(db, { target: target(packageId), limit: 200 });
      return rows.map((row) => ({
        id: row.id,
        action: row.action,
        staffEmail: row.staffEmail,
        before: row.before,
        after: row.after,
        createdAt: row.at.toISOString(),
      }));
    },
  };
}

export type PackagesAdminService = ReturnType<typeof createPackagesAdminService>;
