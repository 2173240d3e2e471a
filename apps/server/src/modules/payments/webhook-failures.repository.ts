import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { paymentWebhookFailures } from './webhook-failures.tables';

export type WebhookFailureRow = typeof paymentWebhookFailures.$inferSelect;

/** Records a failed processing of an event: a new row, or one more attempt (reopened if resolved). */
export async function recordWebhookFailure(
  db: DbOrTx,
  failure: {
    provider: string;
    eventId: string;
    eventType: string;
    referenceId: string;
    event: unknown;
    error: string;
  },
): Promise<void> {
  await db
    .insert(paymentWebhookFailures)
    .values(failure)
    .onConflictDoUpdate({
      target: [paymentWebhookFailures.provider, paymentWebhookFailures.eventId],
      set: {
        error: failure.error,
        attempts: sql`${paymentWebhookFailures.attempts} + 1`,
        lastFailedAt: sql`now()`,
        resolvedAt: null,
        resolution: null,
      },
    });
}

/** Marks the event's failure (if any) resolved, in the transaction that applied the event. */
export async function resolveWebhookFailure(
  db: DbOrTx,
  provider: string,
  eventId: string,
  resolution: string,
): Promise<void> {
  await db
    .update(paymentWebhookFailures)
    .set({ resolvedAt: sql`now()`, resolution })
    .where(
      and(
        eq(paymentWebhookFailures.provider, provider),
        eq(paymentWebhookFailures.eventId, eventId),
        isNull(paymentWebhookFailures.resolvedAt),
      ),
    );
}

/** Open failures (not applied since), the latest failure first. */
export function listOpenWebhookFailures(db: DbOrTx, limit: number) {
  return db
    .select()
    .from(paymentWebhookFailures)
    .where(isNull(paymentWebhookFailures.resolvedAt))
    .orderBy(desc(paymentWebhookFailures.lastFailedAt), desc(paymentWebhookFailures.id))
    .limit(limit);
}

export async function countOpenWebhookFailures(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(paymentWebhookFailures)
    .where(isNull(paymentWebhookFailures.resolvedAt));
  return row?.n ?? 0;
}

export async function findWebhookFailure(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(paymentWebhookFailures)
    .where(eq(paymentWebhookFailures.id, id));
  return row;
}
