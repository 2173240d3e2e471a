import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNull,
  lt,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TRedemptionStatus } from '@app/contracts/redemptions';
import { queryRows, type DbOrTx } from '../../db/database';
import { paymentProfiles, purchases } from '../payments/purchases.tables';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';
import {
  redemptionPayoutEvents,
  redemptionRequests,
  redemptionSettings,
} from './redemptions.tables';

export type RedemptionRow = typeof redemptionRequests.$inferSelect;
export type NewRedemption = typeof redemptionRequests.$inferInsert;
export type RedemptionChange = Partial<Omit<NewRedemption, 'id' | 'userId' | 'amount'>>;

/** The requests still holding SC and not finished: one per player at most. */
export const OPEN_STATUSES = ['PENDING', 'APPROVED', 'PROCESSING'] as const;

/** Class of the transaction-scoped advisory locks of redeem requests (one per player). */
const REDEEM_LOCK_CLASS = 15_030;

/**
 * Takes the player's redeem lock for the transaction, without waiting: false when another redeem
 * call of the same player holds it. Their requests run one at a time, and other writes to the
 * player's row never get in the way.
 */
export async function tryRedeemLock(tx: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${REDEEM_LOCK_CLASS}, ${userId}) as locked`,
  );
  return row?.locked === true;
}

/** The player as a redeem request checks them. */
export async function redeemingPlayer(tx: DbOrTx, userId: number) {
  const [row] = await tx
    .select({
      id: users.id,
      isRestrict: users.isRestrict,
      isInternalUser: users.isInternalUser,
      kycStatus: users.kycStatus,
      minRedeemableCents: users.minRedeemableCents,
      maxRedeemableCents: users.maxRedeemableCents,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function playerContact(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      email: users.email,
      username: users.username,
      firstName: users.firstName,
      kycStatus: users.kycStatus,
      minRedeemableCents: users.minRedeemableCents,
      maxRedeemableCents: users.maxRedeemableCents,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function hasPurchased(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ at: paymentProfiles.firstPurchaseAt })
    .from(paymentProfiles)
    .where(eq(paymentProfiles.userId, userId));
  return Boolean(row?.at);
}

/** When the player's latest successful purchase settled (null before the first). */
export async function latestPurchaseAt(db: DbOrTx, userId: number): Promise<Date | null> {
  const [row] = await db
    .select({
      at: sql<Date | string | null>`max(coalesce(${purchases.settledAt}, ${purchases.createdAt}))`,
    })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'succeeded')));
  return row?.at ? new Date(row.at) : null;
}

/** True when a purchase succeeded after `since` (its payment may still be reversed). */
export async function purchasedSince(db: DbOrTx, userId: number, since: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(
      and(
        eq(purchases.userId, userId),
        eq(purchases.status, 'succeeded'),
        gte(sql`coalesce(${purchases.settledAt}, ${purchases.createdAt})`, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function openRequestOf(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(redemptionRequests)
    .where(
      and(eq(redemptionRequests.userId, userId), inArray(redemptionRequests.status, OPEN_STATUSES)),
    );
  return row;
}

/** Hundredths requested since `from` by requests that were not released (cancelled or rejected). */
export async function requestedSince(db: DbOrTx, userId: number, from: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${redemptionRequests.amount}), 0)` })
    .from(redemptionRequests)
    .where(
      and(
        eq(redemptionRequests.userId, userId),
        gte(redemptionRequests.createdAt, from),
        sql`${redemptionRequests.status} not in ('CANCELLED', 'REJECTED')`,
      ),
    );
  return Number(row?.total ?? 0);
}

/** Hundredths paid out (and not returned) in [from, to). */
export async function paidBetween(db: DbOrTx, userId: number, from: Date, to: Date) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${redemptionRequests.amount}), 0)` })
    .from(redemptionRequests)
    .where(
      and(
        eq(redemptionRequests.userId, userId),
        eq(redemptionRequests.status, 'PAID'),
        gte(redemptionRequests.paidAt, from),
        lt(redemptionRequests.paidAt, to),
      ),
    );
  return Number(row?.total ?? 0);
}

export async function insertRequest(db: DbOrTx, values: NewRedemption): Promise<RedemptionRow> {
  const [row] = await db.insert(redemptionRequests).values(values).returning();
  if (!row) throw new Error('redemption insert returned nothing');
  return row;
}

/**
 * Moves a request on only if its status is one of `from` (and it belongs to `userId` when
 * given): the one statement that decides a race between a cancel and an approval.
 */
export async function transition(
  db: DbOrTx,
  id: number,
  from: readonly TRedemptionStatus[],
  change: RedemptionChange,
  userId?: number,
): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .update(redemptionRequests)
    .set({ ...change, updatedAt: new Date() })
    .where(
      and(
        eq(redemptionRequests.id, id),
        inArray(redemptionRequests.status, from),
        userId === undefined ? undefined : eq(redemptionRequests.userId, userId),
      ),
    )
    .returning();
  return row;
}

/** Bank details for the player's own open request that has none; undefined when it cannot take them. */
export async function setBankDetails(
  db: DbOrTx,
  userId: number,
  id: number,
  bank: Pick<
    NewRedemption,
    | 'accountHolderEnc'
    | 'accountNumberEnc'
    | 'routingNumberEnc'
    | 'accountLast4'
    | 'bankFingerprint'
  >,
): Promise<RedemptionRow | undefined> {
  const [row] = await db
    .update(redemptionRequests)
    .set({ ...bank, updatedAt: new Date() })
    .where(
      and(
        eq(redemptionRequests.id, id),
        eq(redemptionRequests.userId, userId),
        inArray(redemptionRequests.status, ['PENDING', 'APPROVED']),
        isNull(redemptionRequests.accountNumberEnc),
      ),
    )
    .returning();
  return row;
}

export async function findRequest(db: DbOrTx, id: number) {
  const [row] = await db.select().from(redemptionRequests).where(eq(redemptionRequests.id, id));
  return row;
}

export async function lockRequest(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(redemptionRequests)
    .where(eq(redemptionRequests.id, id))
    .for('update');
  return row;
}

export async function listForUser(db: DbOrTx, userId: number, page: number, limit: number) {
  const where = eq(redemptionRequests.userId, userId);
  const rows = await db
    .select()
    .from(redemptionRequests)
    .where(where)
    .orderBy(desc(redemptionRequests.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const [total] = await db.select({ n: count() }).from(redemptionRequests).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** A request with its player's name and email (the back office's rows). */
export interface AdminRedemptionRow {
  row: RedemptionRow;
  username: string;
  email: string;
}

function selectWithPlayer(db: DbOrTx) {
  return db
    .select({ row: redemptionRequests, username: users.username, email: users.email })
    .from(redemptionRequests)
    .innerJoin(users, eq(users.id, redemptionRequests.userId));
}

/**
 * `limit` requests after the cursor (an id): oldest first for the queue (the longest waiting at
 * the top), newest first for a player's history.
 */
export async function listForStaff(
  db: DbOrTx,
  filter: {
    status?: TRedemptionStatus;
    afterId?: number;
    userId?: number;
    limit: number;
    order: 'oldest' | 'newest';
  },
): Promise<AdminRedemptionRow[]> {
  const conditions: SQL[] = [];
  if (filter.status) conditions.push(eq(redemptionRequests.status, filter.status));
  if (filter.afterId)
    conditions.push(
      filter.order === 'oldest'
        ? gt(redemptionRequests.id, filter.afterId)
        : lt(redemptionRequests.id, filter.afterId),
    );
  if (filter.userId) conditions.push(eq(redemptionRequests.userId, filter.userId));
  return selectWithPlayer(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(filter.order === 'oldest' ? asc(redemptionRequests.id) : desc(redemptionRequests.id))
    .limit(filter.limit);
}

export async function findForStaff(db: DbOrTx, id: number) {
  const [row] = await selectWithPlayer(db).where(eq(redemptionRequests.id, id));
  return row;
}

/** Names of staff members by id. */
export async function staffNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: staffMembers.id, name: staffMembers.name })
    .from(staffMembers)
    .where(inArray(staffMembers.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

export type SettingsRow = typeof redemptionSettings.$inferSelect;

export async function readSettings(db: DbOrTx): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(redemptionSettings).where(eq(redemptionSettings.id, 1));
  return row;
}

export async function lockSettings(db: DbOrTx): Promise<SettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(redemptionSettings)
    .where(eq(redemptionSettings.id, 1))
    .for('update');
  return row;
}

export async function saveSettings(
  db: DbOrTx,
  values: Omit<typeof redemptionSettings.$inferInsert, 'id'>,
) {
  await db
    .insert(redemptionSettings)
    .values({ id: 1, ...values })
    .onConflictDoUpdate({ target: redemptionSettings.id, set: values });
}

/** Records a payout event; false when this event id was applied before. */
export async function claimPayoutEvent(
  db: DbOrTx,
  values: typeof redemptionPayoutEvents.$inferInsert,
): Promise<boolean> {
  const rows = await db
    .insert(redemptionPayoutEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: redemptionPayoutEvents.eventId });
  return rows.length > 0;
}

export async function setPayoutEventOutcome(db: DbOrTx, eventId: string, outcome: string) {
  await db
    .update(redemptionPayoutEvents)
    .set({ outcome })
    .where(eq(redemptionPayoutEvents.eventId, eventId));
}

/** Lifetime purchased cents of succeeded purchases. */
export async function purchasedTotal(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${purchases.amountCents}), 0)` })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'succeeded')));
  return Number(row?.total ?? 0);
}

/** SC credited to the player from the games (wins) and from bonuses and adjustments, lifetime. */
export async function scSources(db: DbOrTx, userId: number) {
  const rows = await queryRows<{ house: string; total: string }>(
    db,
    sql`select h.kind as house, coalesce(sum(t.amount), 0)::bigint as total
      from wallet_transfers t
      join wallet_accounts p on p.id = t.to_account_id and p.user_id = ${userId}
      join wallet_accounts h on h.id = t.from_account_id and h.user_id is null
      where t.currency = 'SC' and h.kind in ('GAMES', 'BONUSES', 'ADJUSTMENTS')
      group by h.kind`,
  );
  const of = (kind: string) => Number(rows.find((r) => r.house === kind)?.total ?? 0);
  return { fromPlay: of('GAMES'), fromBonuses: of('BONUSES') + of('ADJUSTMENTS') };
}

/** Other players sharing a session IP or device (user agent), or a bank account, with this one. */
export async function linkedAccounts(db: DbOrTx, userId: number) {
  return queryRows<{ userId: number; username: string; sharedBy: string }>(
    db,
    sql`with mine as (
        select ip, user_agent from sessions where user_id = ${userId}
      ), links as (
        select s.user_id, 'ip' as shared_by from sessions s
          where s.user_id <> ${userId} and s.ip is not null
            and s.ip in (select ip from mine where ip is not null)
        union
        select s.user_id, 'device' from sessions s
          where s.user_id <> ${userId} and s.user_agent is not null
            and s.user_agent in (select user_agent from mine where user_agent is not null)
        union
        select r.user_id, 'bank' from redemption_requests r
          where r.user_id <> ${userId} and r.bank_fingerprint in (
            select bank_fingerprint from redemption_requests
            where user_id = ${userId} and bank_fingerprint is not null)
        union
        select f.user_id, 'bank' from funding_sources f
          join funding_sources m on m.user_id = ${userId}
            and m.last4 = f.last4 and m.routing_last4 = f.routing_last4
            and lower(m.bank_name) = lower(f.bank_name)
          where f.user_id <> ${userId}
      )
      select l.user_id as "userId", u.username, l.shared_by as "sharedBy"
      from links l join users u on u.id = l.user_id
      order by l.user_id, l.shared_by
      limit 300`,
  );
}

/** Requests created since `from`: how many and how much. */
export async function velocitySince(db: DbOrTx, userId: number, from: Date) {
  const [row] = await db
    .select({
      n: count(),
      total: sql<string>`coalesce(sum(${redemptionRequests.amount}), 0)`,
    })
    .from(redemptionRequests)
    .where(and(eq(redemptionRequests.userId, userId), gte(redemptionRequests.createdAt, from)));
  return { count: row?.n ?? 0, amount: Number(row?.total ?? 0) };
}

/** Lifetime paid cents of a player. */
export async function paidTotal(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${redemptionRequests.amount}), 0)` })
    .from(redemptionRequests)
    .where(and(eq(redemptionRequests.userId, userId), eq(redemptionRequests.status, 'PAID')));
  return Number(row?.total ?? 0);
}

/** Players whose PAID total in [from, to) reached `threshold` cents. */
export async function taxThresholdRows(db: DbOrTx, from: Date, to: Date, threshold: number) {
  return queryRows<{
    userId: number;
    username: string;
    firstName: string | null;
    lastName: string | null;
    total: string;
    n: number;
  }>(
    db,
    sql`select r.user_id as "userId", u.username, u.first_name as "firstName",
        u.last_name as "lastName", sum(r.amount)::bigint as total, count(*)::int as n
      from redemption_requests r join users u on u.id = r.user_id
      where r.status = 'PAID' and r.paid_at >= ${from.toISOString()} and r.paid_at < ${to.toISOString()}
      group by r.user_id, u.username, u.first_name, u.last_name
      having sum(r.amount) >= ${threshold}
      order by total desc, r.user_id`,
  );
}

/** The provider's id of a sent payout (kept once known; an event may have set it first). */
export async function setProviderPayoutId(db: DbOrTx, id: number, providerPayoutId: string) {
  await db
    .update(redemptionRequests)
    .set({ providerPayoutId })
    .where(and(eq(redemptionRequests.id, id), isNull(redemptionRequests.providerPayoutId)));
}

/** What reconciliation compares of a redemption's payout with the payout provider's (decision 056). */
const payoutFields = {
  id: redemptionRequests.id,
  amount: redemptionRequests.amount,
  status: redemptionRequests.status,
  sentAt: redemptionRequests.sentAt,
};

/** Redemptions whose payout was sent in [from, to). */
export function sentBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select(payoutFields)
    .from(redemptionRequests)
    .where(and(gte(redemptionRequests.sentAt, from), lt(redemptionRequests.sentAt, to)))
    .orderBy(asc(redemptionRequests.id));
}

/** Redemptions by id, whatever their day. */
export function requestsByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select(payoutFields)
    .from(redemptionRequests)
    .where(inArray(redemptionRequests.id, ids));
}

/**
 * The SC held by requests open at `at` (hundredths): made before it, and neither paid nor closed
 * (cancelled, rejected, failed, returned) before it.
 */
export async function openAmountAt(db: DbOrTx, at: Date): Promise<number> {
  const before = at.toISOString();
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(amount), 0)::bigint as total from redemption_requests
      where created_at < ${before}::timestamptz
        and coalesce(least(paid_at, closed_at), 'infinity') >= ${before}::timestamptz`,
  );
  return Number(row?.total ?? 0);
}
