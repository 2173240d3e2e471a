import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The built-in sandbox providers' own records: what a real provider keeps on
 * its side. Nothing here references our tables; the merchant side (payments
 * module) and the sandbox meet only through the provider interfaces and the
 * signed webhooks. Card and account numbers are never stored: a token with
 * brand and last four digits, and the test outcome the number stood for.
 */
export const sandboxCardTokens = pgTable(
  'sandbox_card_tokens',
  {
    token: text('token').primaryKey(),
    provider: text('provider').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    /** approve | decline | pending | provider_error (from the documented test numbers). */
    outcome: text('outcome').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('sandbox_card_tokens_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`)],
);

/** Payments the merchant registered or charged at a sandbox provider. */
export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    referenceId: text('reference_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** registered | pending | succeeded | failed | refunded */
    status: text('status').notNull(),
    cardToken: text('card_token'),
    bankToken: text('bank_token'),
    /** The hosted page's per-payment form token and return address. */
    formToken: text('form_token'),
    callbackUrl: text('callback_url'),
    failureReason: text('failure_reason'),
    /** A pending charge settles (succeeds or fails) at this instant. */
    settleAt: timestamp('settle_at', { withTimezone: true }),
    /** A succeeded charge's dispute (decision 055): open, then won or lost; null when none. */
    dispute: text('dispute', { enum: ['open', 'won', 'lost'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_charges_provider_reference_key').on(t.provider, t.referenceId),
    check(
      'sandbox_charges_dispute_check',
      sql`${t.dispute} is null or (${t.dispute} in ('open', 'won', 'lost') and ${t.status} = 'succeeded')`,
    ),
    index('sandbox_charges_settle_idx')
      .on(t.settleAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** Bank accounts tokenized by the sandbox bank provider (last four only). */
export const sandboxBankAccounts = pgTable('sandbox_bank_accounts', {
  token: text('token').primaryKey(),
  last4: text('last4').notNull(),
  routingNumber: text('routing_number').notNull(),
  /** settle | fail (accounts ending in the documented failing suffix fail at settlement). */
  outcome: text('outcome').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Signed webhooks waiting for delivery to the merchant, retried with back-off until a 2xx. */
export const sandboxWebhookOutbox = pgTable(
  'sandbox_webhook_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    payload: jsonb('payload').notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_webhook_outbox_event_key').on(t.provider, t.eventId),
    index('sandbox_webhook_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

/**
 * ACH payouts (credits to a merchant's customer) sent through the sandbox payout provider, one
 * per merchant payout id. The account number is never stored: its last four digits, the routing
 * number, and the test outcome the number stood for.
 */
export const sandboxPayouts = pgTable(
  'sandbox_payouts',
  {
    /** The providerPayoutId. */
    id: text('id').primaryKey(),
    payoutId: text('payout_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    last4: text('last4').notNull(),
    routingNumber: text('routing_number').notNull(),
    /** paid | returned (paid, then returned) | failed: what the test account number stands for. */
    outcome: text('outcome').notNull(),
    /** pending | paid | returned | failed */
    status: text('status').notNull(),
    reason: text('reason'),
    /** When its next step (paid or failed; then returned) is due; null once it has none. */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sandbox_payouts_payout_key').on(t.payoutId),
    index('sandbox_payouts_next_step_idx')
      .on(t.nextStepAt)
      .where(sql`${t.nextStepAt} is not null`),
    check('sandbox_payouts_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check('sandbox_payouts_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/**
 * Identity-widget sessions of the sandbox identity provider: open until the tester picks an
 * outcome (approve, decline, needs-review), then finished; the verdict webhook follows.
 */
export const sandboxIdentitySessions = pgTable(
  'sandbox_identity_sessions',
  {
    id: text('id').primaryKey(),
    referenceId: text('reference_id').notNull(),
    /** open | finished */
    status: text('status').notNull().default('open'),
    outcome: text('outcome'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sandbox_identity_sessions_reference_key').on(t.referenceId)],
);
