import { and, desc, eq, gte, inArray, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { users } from '../users/users.tables';
import { packages } from './packages.tables';
import {
  paymentEvents,
  paymentProfiles,
  paymentSettings,
  purchases,
  type PURCHASE_STATUS_ENUM,
} from './purchases.tables';

export type PurchaseRow = typeof purchases.$inferSelect;
export type NewPurchaseRow = typeof purchases.$inferInsert;
export type PurchaseStatus = (typeof PURCHASE_STATUS_ENUM)[number];
export type PaymentProfileRow = typeof paymentProfiles.$inferSelect;

export async function findPaymentSettings(db: DbOrTx) {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  return row;
}

export async function findPackage(db: DbOrTx, packageId: number) {
  const [row] = await db.select().from(packages).where(eq(packages.packageId, packageId));
  return row;
}

/** What a purchase needs of the player: contact, registration time and the restriction flag. */
export async function findPurchaser(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      createdAt: users.createdAt,
      isRestrict: users.isRestrict,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The player's isRestrict flag (SPEC §3), set by a refund the player's coins
 * could not cover and by operators. The users module has no writer for it, so
 * the payments module, which owns the rule, updates this one column.
 */
export async function setUserRestricted(db: DbOrTx, userId: number, isRestrict: boolean) {
  const [row] = await db
    .update(users)
    .set({ isRestrict, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ isRestrict: users.isRestrict });
  return row;
}

export async function findPaymentProfile(db: DbOrTx, userId: number) {
  const [row] = await db.select().from(paymentProfiles).where(eq(paymentProfiles.userId, userId));
  return row;
}

/**
 * Locks the player's payment profile (creating it on first use) until the
 * transaction ends: purchases of one player start one at a time, so two
 * concurrent starts cannot both pass the limits, and two credits cannot both
 * take the first-purchase bonus.
 */
export async function lockPaymentProfile(db: DbOrTx, userId: number): Promise<PaymentProfileRow> {
  await db.insert(paymentProfiles).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(paymentProfiles)
    .where(eq(paymentProfiles.userId, userId))
    .for('update');
  if (!row) throw new Error(`payment profile of user ${userId} missing`);
  return row;
}

export async function updatePaymentProfile(
  db: DbOrTx,
  userId: number,
  values: Partial<
    Pick<PaymentProfileRow, 'firstPurchaseAt' | 'firstPurchaseReferenceId' | 'bankPurchaseDisabled'>
  >,
) {
  await db
    .update(paymentProfiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(paymentProfiles.userId, userId));
}

/**
 * Cents the player has committed since each start: succeeded and pending
 * purchases, and purchases still waiting for the player on a provider page
 * (created) since `holdSince`. One query for the three windows.
 */
export async function committedSpending(
  db: DbOrTx,
  userId: number,
  since: { dayStart: Date; weekStart: Date; monthStart: Date; holdSince: Date },
) {
  const counted = or(
    inArray(purchases.status, ['pending', 'succeeded']),
    and(eq(purchases.status, 'created'), gte(purchases.createdAt, since.holdSince)),
  );
  const earliest = [since.dayStart, since.weekStart, since.monthStart].reduce((a, b) =>
    a < b ? a : b,
  );
  const sumFrom = (start: Date) =>
    sql<number>`coalesce(sum(${purchases.amountCents}) filter (where ${purchases.createdAt} >= ${start.toISOString()}), 0)::bigint`;
  const [row] = await db
    .select({
      day: sumFrom(since.dayStart),
      week: sumFrom(since.weekStart),
      month: sumFrom(since.monthStart),
    })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), gte(purchases.createdAt, earliest), counted));
  return {
    day: Number(row?.day ?? 0),
    week: Number(row?.week ?? 0),
    month: Number(row?.month ?? 0),
  };
}

/** Has the player bought (or is buying) this package: a one-time offer sells once. */
export async function hasBoughtPackage(db: DbOrTx, userId: number, packageId: number) {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.packageId, packageId),
        inArray(purchases.status, ['pending', 'succeeded']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** A bank (paynote) purchase of the player that has not settled yet (error 3086). */
export async function hasUnsettledBankPurchase(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.provider, 'paynote'),
        inArray(purchases.status, ['created', 'pending']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertPurchase(db: DbOrTx, values: NewPurchaseRow): Promise<PurchaseRow> {
  const [row] = await db.insert(purchases).values(values).returning();
  if (!row) throw new Error('insert purchases returned no row');
  return row;
}

export async function findPurchase(db: DbOrTx, referenceId: string) {
  const [row] = await db.select().from(purchases).where(eq(purchases.referenceId, referenceId));
  return row;
}

export async function lockPurchase(db: DbOrTx, referenceId: string) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.referenceId, referenceId))
    .for('update');
  return row;
}

export async function latestPurchase(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt), desc(purchases.id))
    .limit(1);
  return row;
}

export async function updatePurchase(db: DbOrTx, id: number, values: Partial<NewPurchaseRow>) {
  const [row] = await db
    .update(purchases)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(purchases.id, id))
    .returning();
  if (!row) throw new Error(`purchase ${id} missing`);
  return row;
}

/** How many purchases are in each status (statuses without any are absent). */
export async function countPurchasesByStatus(db: DbOrTx) {
  return db
    .select({ status: purchases.status, count: sql<number>`count(*)::int` })
    .from(purchases)
    .groupBy(purchases.status);
}

/** Records a provider event; answers undefined when this provider's event id was already recorded. */
export async function insertPaymentEvent(db: DbOrTx, values: typeof paymentEvents.$inferInsert) {
  const [row] = await db
    .insert(paymentEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: paymentEvents.id });
  return row?.id;
}

export async function setPaymentEventOutcome(db: DbOrTx, id: number, outcome: string) {
  await db.update(paymentEvents).set({ outcome }).where(eq(paymentEvents.id, id));
}

/** What reconciliation compares of a purchase with its provider's charge (decision 056). */
const reconciledFields = {
  provider: purchases.provider,
  referenceId: purchases.referenceId,
  amountCents: purchases.amountCents,
  status: purchases.status,
  settledAt: purchases.settledAt,
};

/** Purchases settled (succeeded, failed or refunded) in [from, to). */
export function settledBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select(reconciledFields)
    .from(purchases)
    .where(and(gte(purchases.settledAt, from), lt(purchases.settledAt, to)))
    .orderBy(purchases.id);
}

/** Purchases by reference id, whatever their day. */
export function purchasesByReference(db: DbOrTx, referenceIds: string[]) {
  if (referenceIds.length === 0) return Promise.resolve([]);
  return db
    .select(reconciledFields)
    .from(purchases)
    .where(inArray(purchases.referenceId, referenceIds));
}

/**
 * A player's purchases as the redemption risk signals read them (decision 057): dollars bought
 * in all and since `since`, refunded and charged-back purchases, and the latest purchase.
 */
export async function purchaseRiskFacts(db: DbOrTx, userId: number, since: Date) {
  const [totals] = await db
    .select({
      lifetime: sql<string>`coalesce(sum(${purchases.amountCents}) filter (where ${purchases.status} = 'succeeded'), 0)`,
      recent: sql<string>`coalesce(sum(${purchases.amountCents}) filter (where ${purchases.status} = 'succeeded' and coalesce(${purchases.settledAt}, ${purchases.createdAt}) >= ${since.toISOString()}), 0)`,
      refunded: sql<number>`(count(*) filter (where ${purchases.status} = 'refunded'))::int`,
      chargedBack: sql<number>`(count(*) filter (where ${purchases.status} = 'charged_back'))::int`,
    })
    .from(purchases)
    .where(eq(purchases.userId, userId));
  const [latest] = await db
    .select({
      at: sql<string | Date>`coalesce(${purchases.settledAt}, ${purchases.createdAt})`,
      sc: purchases.creditedSc,
    })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'succeeded')))
    .orderBy(desc(sql`coalesce(${purchases.settledAt}, ${purchases.createdAt})`))
    .limit(1);
  return {
    purchasedLifetime: Number(totals?.lifetime ?? 0),
    purchasedSince: Number(totals?.recent ?? 0),
    refunded: totals?.refunded ?? 0,
    chargedBack: totals?.chargedBack ?? 0,
    lastPurchase: latest ? { at: new Date(latest.at), sc: latest.sc ?? 0 } : null,
  };
}
