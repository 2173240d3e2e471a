import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { TWebhookEvent } from '@app/contracts/payments';
import type { DbOrTx } from '../../db/database';
import { sandboxWebhookOutbox } from './sandbox.tables';

export type OutboxRow = typeof sandboxWebhookOutbox.$inferSelect;

export async function insertOutboxEvent(
  db: DbOrTx,
  values: { provider: string; event: TWebhookEvent; nextAttemptAt: Date },
) {
  await db.insert(sandboxWebhookOutbox).values({
    provider: values.provider,
    eventId: values.event.id,
    payload: values.event,
    nextAttemptAt: values.nextAttemptAt,
  });
}

/**
 * Claims up to `limit` undelivered events due at `now` in one statement: each
 * claimed row counts an attempt and moves its next attempt to `leaseUntil`,
 * so another deliverer (a second timer, a test's call, another server) does
 * not take it while this one sends it. Rows another claimer holds are skipped.
 */
export function claimDueEvents(db: DbOrTx, now: Date, leaseUntil: Date, limit: number) {
  const due = db
    .select({ id: sandboxWebhookOutbox.id })
    .from(sandboxWebhookOutbox)
    .where(
      and(isNull(sandboxWebhookOutbox.deliveredAt), lte(sandboxWebhookOutbox.nextAttemptAt, now)),
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
