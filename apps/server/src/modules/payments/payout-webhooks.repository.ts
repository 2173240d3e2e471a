import { and, eq, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { payoutWebhookEvents } from './payout-webhooks.tables';

export type PayoutWebhookEventRow = typeof payoutWebhookEvents.$inferSelect;

/**
 * Takes an event for processing until `leaseUntil`: a new event, or one whose last holder let it
 * go (failed) or whose lease ran out. Answers undefined when the event is processed already or
 * another delivery holds it now. One statement, so two copies arriving together cannot both win.
 */
export async function claimPayoutEvent(
  db: DbOrTx,
  event: {
    eventId: string;
    provider: string;
    eventType: string;
    payoutId: string;
    providerPayoutId: string;
  },
  now: Date,
  leaseUntil: Date,
): Promise<PayoutWebhookEventRow | undefined> {
  const [row] = await db
    .insert(payoutWebhookEvents)
    .values({ ...event, status: 'processing', leaseUntil })
    .onConflictDoUpdate({
      target: payoutWebhookEvents.eventId,
      set: { leaseUntil, attempts: sql`${payoutWebhookEvents.attempts} + 1` },
      setWhere: and(
        eq(payoutWebhookEvents.status, 'processing'),
        lte(payoutWebhookEvents.leaseUntil, now),
      ),
    })
    .returning();
  return row;
}

export async function findPayoutEvent(db: DbOrTx, eventId: string) {
  const [row] = await db
    .select()
    .from(payoutWebhookEvents)
    .where(eq(payoutWebhookEvents.eventId, eventId));
  return row;
}

/** The handler finished: copies of the event are answered as duplicates from now on. */
export async function markPayoutEventProcessed(db: DbOrTx, eventId: string, at: Date) {
  await db
    .update(payoutWebhookEvents)
    .set({ status: 'processed', processedAt: at })
    .where(eq(payoutWebhookEvents.eventId, eventId));
}

/** The handler failed: the lease ends at once, so the provider's next delivery (or staff) retries. */
export async function releasePayoutEvent(db: DbOrTx, eventId: string, at: Date) {
  await db
    .update(payoutWebhookEvents)
    .set({ leaseUntil: at })
    .where(
      and(eq(payoutWebhookEvents.eventId, eventId), eq(payoutWebhookEvents.status, 'processing')),
    );
}
