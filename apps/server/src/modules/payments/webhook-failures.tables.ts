import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Provider webhook events that were verified and parsed but failed processing (the apply
 * transaction threw, so nothing of them was written). Operators see them and retry them through
 * the same apply path; `resolved_at` is set once the event is applied, by a retry or by the
 * provider delivering it again.
 */
export const paymentWebhookFailures = pgTable(
  'payment_webhook_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    referenceId: text('reference_id').notNull(),
    /** The verified event as parsed (the provider's fields; never a card or account number). */
    event: jsonb('event').notNull(),
    error: text('error').notNull(),
    attempts: integer('attempts').notNull().default(1),
    firstFailedAt: timestamp('first_failed_at', { withTimezone: true }).notNull().defaultNow(),
    lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** How it ended: the apply outcome ('applied', 'duplicate', …). */
    resolution: text('resolution'),
  },
  (t) => [
    uniqueIndex('payment_webhook_failures_event_key').on(t.provider, t.eventId),
    index('payment_webhook_failures_open_idx')
      .on(t.lastFailedAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);
