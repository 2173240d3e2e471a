import { and, asc, eq, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database';
import { sandboxCharges, sandboxPayouts } from './sandbox.tables';

/**
 * The sandbox providers' books as their settlement reports read them (decision 056): what each
 * provider took or sent in a window, by reference, and what the payout provider had paid net of
 * returns by its own event record.
 */

const chargeFields = {
  referenceId: sandboxCharges.referenceId,
  amountCents: sandboxCharges.amountCents,
  status: sandboxCharges.status,
  dispute: sandboxCharges.dispute,
};

/** A provider's charges made in [from, to); a payment only registered (never paid) is none. */
export function chargesMadeBetween(db: DbOrTx, provider: string, from: Date, to: Date) {
  return db
    .select(chargeFields)
    .from(sandboxCharges)
    .where(
      and(
        eq(sandboxCharges.provider, provider),
        gte(sandboxCharges.createdAt, from),
        lt(sandboxCharges.createdAt, to),
        ne(sandboxCharges.status, 'registered'),
      ),
    )
    .orderBy(asc(sandboxCharges.createdAt));
}

export function chargesByReference(db: DbOrTx, provider: string, referenceIds: string[]) {
  if (referenceIds.length === 0) return Promise.resolve([]);
  return db
    .select(chargeFields)
    .from(sandboxCharges)
    .where(
      and(
        eq(sandboxCharges.provider, provider),
        inArray(sandboxCharges.referenceId, referenceIds),
        ne(sandboxCharges.status, 'registered'),
      ),
    );
}

const payoutFields = {
  payoutId: sandboxPayouts.payoutId,
  amountCents: sandboxPayouts.amountCents,
  status: sandboxPayouts.status,
};

/** Payouts the payout provider was sent in [from, to). */
export function payoutsSentBetween(db: DbOrTx, from: Date, to: Date) {
  return db
    .select(payoutFields)
    .from(sandboxPayouts)
    .where(and(gte(sandboxPayouts.createdAt, from), lt(sandboxPayouts.createdAt, to)))
    .orderBy(asc(sandboxPayouts.createdAt));
}

export function payoutsByPayoutId(db: DbOrTx, payoutIds: string[]) {
  if (payoutIds.length === 0) return Promise.resolve([]);
  return db
    .select(payoutFields)
    .from(sandboxPayouts)
    .where(inArray(sandboxPayouts.payoutId, payoutIds));
}

/**
 * Cents paid out before `at` less the cents returned before it, from the payout events the
 * provider wrote (its webhook outbox, dated when written): the provider's own dated record.
 */
export async function netPaidBefore(db: DbOrTx, provider: string, at: Date): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(case payload->>'type'
          when 'payout.paid' then (payload->'data'->>'amount')::bigint
          when 'payout.returned' then -(payload->'data'->>'amount')::bigint
          else 0 end), 0)::bigint as total
      from sandbox_webhook_outbox
      where provider = ${provider} and created_at < ${at.toISOString()}::timestamptz`,
  );
  return Number(row?.total ?? 0);
}
