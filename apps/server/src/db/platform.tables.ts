import { bigserial, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per seed step that has run, so a restart seeds nothing twice. */
export const seedSteps = pgTable('seed_steps', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every email and SMS the product sends. Without SMTP it is the delivery itself:
 * the dev mailbox (/dev/mailbox) reads it. With SMTP it is the audit trail.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    bodyText: text('body_text').notNull(),
    bodyHtml: text('body_html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    error: text('error'),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient, t.createdAt)],
);
