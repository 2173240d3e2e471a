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
import type { TRiskAssessment } from '@app/contracts/redemption-risk';
import type { TRedemptionStatus } from '@app/contracts/redemptions';
import { queryRows, type DbOrTx } from '../../db/database';
import { paymentProfiles, purchases } from '../payments/purchases.tables';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';
import {
  redemptionInfoRequests,
  redemptionPayoutEvents,
  redemptionRequests,
  redemptionRiskRules,
  redemptionSettings,
} from './redemptions.tables';

export type RedemptionRow = typeof redemptionRequests.$inferSelect;
export type NewRedemption = typeof redemptionRequests.$inferInsert;
export type RedemptionChange = Partial<Omit<NewRedemption, 'id' | 'userId' | 'amount'>>;

/** The requests still holding SC and not finished: one per player at most. */
export const OPEN_STATUSES = ['PENDING', 'INFO_REQUESTED', 'APPROVED', 'PROCESSING'] as const;

/** Class of the transaction-scoped advisory locks of redeem requests (one per player). */
const REDEEM_LOCK_CLASS = 15_030;
/** Class of the per-player lock of staff approvals (cumulative four eyes, decision 057). */
const APPROVAL_LOCK_CLASS = 15_031;

/**
 * Waits for the player's approval lock for the transaction: approvals of one player's requests
 * run one at a time, so two members' (or one member's two) approvals cannot both read the sum
 * of the last 24 hours before either adds to it.
 */
export async function lockPlayerApprovals(tx: DbOrTx, userId: number): Promise<void> {
  await queryRows(tx, sql`select pg_advisory_xact_lock(${APPROVAL_LOCK_CLASS}, ${userId})`);
}

/**
 * Hundredths of the player's requests that `staffId` approved alone (a single approval, not one
 * half of four eyes) since `since`: the cumulative four-eyes sum (decision 057).
 */
export async function singleApprovalsBy(
  db: DbOrTx,
  staffId: number,
  userId: number,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${redemptionRequests.amount}), 0)` })
    .from(redemptionRequests)
    .where(
      and(
        eq(redemptionRequests.userId, userId),
        eq(redemptionRequests.firstApprovedByStaffId, staffId),
        isNull(redemptionRequests.secondApprovedByStaffId),
        eq(redemptionRequests.approvedBySystem, false),
        gte(redemptionRequests.approvedAt, since),
      ),
    );
  return Number(row?.total ?? 0);
}

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
        inArray(redemptionRequests.status, ['PENDING', 'INFO_REQUESTED', 'APPROVED']),
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
 * `limit` requests after the cursor: oldest first for the queue by age (the longest waiting at
 * the top; the cursor is an id), the riskiest first and then the oldest for the queue by risk
 * (the cursor is 'score:id'), newest first for a player's history.
 */
export async function listForStaff(
  db: DbOrTx,
  filter: {
    status?: TRedemptionStatus;
    after?: { id: number; score?: number };
    userId?: number;
    limit: number;
    order: 'oldest' | 'newest' | 'risk';
  },
): Promise<AdminRedemptionRow[]> {
  const conditions: SQL[] = [];
  const { after } = filter;
  if (filter.status) conditions.push(eq(redemptionRequests.status, filter.status));
  if (after) {
    if (filter.order === 'risk')
      conditions.push(
        sql`(${redemptionRequests.riskScore} < ${after.score ?? 0} or (${redemptionRequests.riskScore} = ${after.score ?? 0} and ${redemptionRequests.id} > ${after.id}))`,
      );
    else
      conditions.push(
        filter.order === 'oldest'
          ? gt(redemptionRequests.id, after.id)
          : lt(redemptionRequests.id, after.id),
      );
  }
  if (filter.userId) conditions.push(eq(redemptionRequests.userId, filter.userId));
  const order =
    filter.order === 'risk'
      ? [desc(redemptionRequests.riskScore), asc(redemptionRequests.id)]
      : [filter.order === 'oldest' ? asc(redemptionRequests.id) : desc(redemptionRequests.id)];
  return selectWithPlayer(db)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(...order)
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

/** Other players whose redemptions were paid, or asked to be paid, to the same bank account. */
export async function playersSharingPayoutBank(db: DbOrTx, userId: number) {
  return queryRows<{ userId: number; username: string }>(
    db,
    sql`select distinct r.user_id as "userId", u.username
      from redemption_requests r join users u on u.id = r.user_id
      where r.user_id <> ${userId} and r.bank_fingerprint in (
        select bank_fingerprint from redemption_requests
        where user_id = ${userId} and bank_fingerprint is not null)
      order by r.user_id
      limit 100`,
  );
}

/** The bank fingerprint and time of the player's latest paid redemption, other than `exceptId`. */
export async function lastPaidBank(db: DbOrTx, userId: number, exceptId: number) {
  const [row] = await db
    .select({ fingerprint: redemptionRequests.bankFingerprint, paidAt: redemptionRequests.paidAt })
    .from(redemptionRequests)
    .where(
      and(
        eq(redemptionRequests.userId, userId),
        eq(redemptionRequests.status, 'PAID'),
        sql`${redemptionRequests.id} <> ${exceptId}`,
      ),
    )
    .orderBy(desc(redemptionRequests.paidAt))
    .limit(1);
  return row;
}

/** Amounts of the player's requests created since `from`, every status (velocity, structuring). */
export async function amountsSince(db: DbOrTx, userId: number, from: Date): Promise<number[]> {
  const rows = await db
    .select({ amount: redemptionRequests.amount })
    .from(redemptionRequests)
    .where(and(eq(redemptionRequests.userId, userId), gte(redemptionRequests.createdAt, from)));
  return rows.map((r) => r.amount);
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

export type RiskRuleRow = typeof redemptionRiskRules.$inferSelect;

export async function readRiskRules(db: DbOrTx): Promise<RiskRuleRow[]> {
  return db.select().from(redemptionRiskRules);
}

/** Locks the rules table for a change (one change of the rules at a time). */
export async function lockRiskRules(db: DbOrTx): Promise<void> {
  await queryRows(db, sql`lock table redemption_risk_rules in share row exclusive mode`);
}

export async function saveRiskRule(db: DbOrTx, values: typeof redemptionRiskRules.$inferInsert) {
  const { signal, ...rest } = values;
  await db
    .insert(redemptionRiskRules)
    .values(values)
    .onConflictDoUpdate({ target: redemptionRiskRules.signal, set: { ...rest, signal } });
}

export type InfoRequestRow = typeof redemptionInfoRequests.$inferSelect;

export async function insertInfoRequest(
  db: DbOrTx,
  values: Omit<typeof redemptionInfoRequests.$inferInsert, 'id'>,
): Promise<InfoRequestRow> {
  const [row] = await db.insert(redemptionInfoRequests).values(values).returning();
  if (!row) throw new Error('info request insert returned nothing');
  return row;
}

/** Records the answer to the request's open question; undefined when none is open. */
export async function answerInfoRequest(
  db: DbOrTx,
  redemptionId: number,
  answer: string,
  at: Date,
): Promise<InfoRequestRow | undefined> {
  const [row] = await db
    .update(redemptionInfoRequests)
    .set({ answer, answeredAt: at })
    .where(
      and(
        eq(redemptionInfoRequests.redemptionId, redemptionId),
        isNull(redemptionInfoRequests.answeredAt),
      ),
    )
    .returning();
  return row;
}

export async function infoRequestsOf(db: DbOrTx, redemptionId: number) {
  return db
    .select({ row: redemptionInfoRequests, askedBy: staffMembers.name })
    .from(redemptionInfoRequests)
    .innerJoin(staffMembers, eq(staffMembers.id, redemptionInfoRequests.askedByStaffId))
    .where(eq(redemptionInfoRequests.redemptionId, redemptionId))
    .orderBy(asc(redemptionInfoRequests.id));
}

/** The open question of each of these requests, by request id. */
export async function openQuestions(db: DbOrTx, redemptionIds: number[]) {
  if (redemptionIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({
      redemptionId: redemptionInfoRequests.redemptionId,
      question: redemptionInfoRequests.question,
    })
    .from(redemptionInfoRequests)
    .where(
      and(
        inArray(redemptionInfoRequests.redemptionId, redemptionIds),
        isNull(redemptionInfoRequests.answeredAt),
      ),
    );
  return new Map(rows.map((r) => [r.redemptionId, r.question]));
}

/** Stores a request's risk assessment and its score (the queue's order). */
export async function setRisk(
  db: DbOrTx,
  id: number,
  risk: TRiskAssessment,
): Promise<RedemptionRow> {
  const [row] = await db
    .update(redemptionRequests)
    .set({ risk, riskScore: risk.score, updatedAt: new Date() })
    .where(eq(redemptionRequests.id, id))
    .returning();
  if (!row) throw new Error(`redemption ${id} vanished`);
  return row;
}
