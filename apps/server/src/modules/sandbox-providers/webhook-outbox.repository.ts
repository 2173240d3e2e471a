import { and, asc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { TWebhookEvent } from '@app/contracts/payments';
import type { TPayoutWebhookEvent } from '@app/contracts/payouts';
import type { DbOrTx } from '../../db/database';
import { sandboxWebhookOutbox } from './sandbox.tables';

export type OutboxRow = typeof sandboxWebhookOutbox.$inferSelect;

/** Writes an event to the outbox; answers its id (its delivery job's key). */
export async function insertOutboxEvent(
  db: DbOrTx,
  values: { provider: string; event: TWebhookEvent | TPayoutWebhookEvent; nextAttemptAt: Date },
): Promise<number> {
  const [row] = await db
    .insert(sandboxWebhookOutbox)
    .values({
      provider: values.provider,
      eventId: values.event.id,
      payload: values.event,
      nextAttemptAt: values.nextAttemptAt,
    })
    .returning({ id: sandboxWebhookOutbox.id });
  if (!row) throw new Error('the webhook outbox refused an event');
  return row.id;
}

export async function findOutboxEvent(db: DbOrTx, id: number) {
  const [row] = await db.select().from(sandboxWebhookOutbox).where(eq(sandboxWebhookOutbox.id, id));
  return row;
}

/** Claims one undelivered event free at `now` (see claimDueEvents); nothing when it is not. */
export async function claimEvent(db: DbOrTx, id: number, now: Date, leaseUntil: Date) {
  const [row] = await db
    .update(sandboxWebhookOutbox)
    .set({ attempts: sql`${sandboxWebhookOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(
      and(
        eq(sandboxWebhookOutbox.id, id),
        isNull(sandboxWebhookOutbox.deliveredAt),
        lte(sandboxWebhookOutbox.nextAttemptAt, now),
      ),
    )
    .returning();
  return row;
}

/**
 * Claims up to `limit` undelivered events free at `now` in one statement, except
 * those in `skip`: each claimed row counts an attempt and is leased until
 * `leaseUntil`, so no other deliverer (a job, a test's call, another server)
 * sends it meanwhile. Rows another claimer holds are skipped.
 */
export function claimDueEvents(
  db: DbOrTx,
  now: Date,
  leaseUntil: Date,
  limit: number,
  skip: number[] = [],
) {
  const due = db
    .select({ id: sandboxWebhookOutbox.id })
    .from(sandboxWebhookOutbox)
    .where(
      and(
        isNull(sandboxWebhookOutbox.deliveredAt),
        lte(sandboxWebhookOutbox.nextAttemptAt, now),
        skip.length > 0 ? notInArray(sandboxWebhookOutbox.id, skip) : undefined,
      ),
    )
    .orderBy(asc(sandboxWebhookOutbox.nextAttemptAt), asc(sandboxWebhookOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(sandboxWebhookOutbox)
    .set({ attempts: sql`${sandboxWebhookOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(and(inArray(sandboxWebhookOutbox.id, due), isNull(sandboxWebhookOutbox.deliveredAt)))
    .returning();
}

export async function markDelivered(db: DbOrTx, id: number, at: Date) {
  await db
    .update(sandboxWebhookOutbox)
    .set({ deliveredAt: at, lastError: null })
    .where(eq(sandboxWebhookOutbox.id, id));
}

/** Records a failed attempt; `nextAttemptAt` ends its lease. */
export async function markAttemptFailed(
  db: DbOrTx,
  id: number,
  values: { nextAttemptAt: Date; error: string },
) {
  await db
    .update(sandboxWebhookOutbox)
    .set({ nextAttemptAt: values.nextAttemptAt, lastError: values.error })
    .where(and(eq(sandboxWebhookOutbox.id, id), isNull(sandboxWebhookOutbox.deliveredAt)));
}

/** The events about one payment, oldest first (the sandbox console). */
export function listEventsOfReference(db: DbOrTx, provider: string, referenceId: string) {
  return db
    .select()
    .from(sandboxWebhookOutbox)
    .where(
      and(
        eq(sandboxWebhookOutbox.provider, provider),
        sql`${sandboxWebhookOutbox.payload} -> 'data' ->> 'referenceId' = ${referenceId}`,
      ),
    )
    .orderBy(asc(sandboxWebhookOutbox.id));
}

/** The events about one payout, oldest first (the sandbox console). */
export function listEventsOfPayout(db: DbOrTx, provider: string, payoutId: string) {
  return db
    .select()
    .from(sandboxWebhookOutbox)
    .where(
      and(
        eq(sandboxWebhookOutbox.provider, provider),
        sql`${sandboxWebhookOutbox.payload} -> 'data' ->> 'payoutId' = ${payoutId}`,
      ),
    )
    .orderBy(asc(sandboxWebhookOutbox.id));
}
