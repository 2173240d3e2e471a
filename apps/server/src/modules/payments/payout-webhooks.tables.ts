import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Payout webhook events received and verified, by the provider's event id: the record that
 * makes each event reach the payout handler once. An event is 'processing' while one delivery
 * holds it (until `lease_until`; a delivery that failed ends the lease at once) and 'processed'
 * once the handler finished; a copy of a processed event answers 200 and calls nothing.
 */
export const payoutWebhookEvents = pgTable(
  'payout_webhook_events',
  {
    eventId: text('event_id').primaryKey(),
    provider: text('provider').notNull(),
    eventType: text('event_type').notNull(),
    payoutId: text('payout_id').notNull(),
    providerPayoutId: text('provider_payout_id').notNull(),
    /** processing | processed */
    status: text('status').notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    /** Times the handler was called for it (deliveries and staff retries). */
    attempts: integer('attempts').notNull().default(1),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('payout_webhook_events_payout_idx').on(t.payoutId),
    check('payout_webhook_events_status_check', sql`${t.status} in ('processing', 'processed')`),
  ],
);
