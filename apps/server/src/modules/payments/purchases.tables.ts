import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { packages } from './packages.tables';

export const PURCHASE_STATUS_ENUM = [
  'created',
  'pending',
  'succeeded',
  'failed',
  'refunded',
  /** Reversed by a dispute (decision 055); back to succeeded when the dispute is won. */
  'charged_back',
] as const;

/**
 * One purchase of a package: the merchant's payment record. The coins to
 * credit are quoted when the purchase starts (first-purchase bonus and VIP
 * boost included) and credited once, by a verified webhook or a server-side
 * status check, in the transaction that moves the record to succeeded.
 * Amounts are hundredths (USD cents, coin hundredths).
 */
export const purchases = pgTable(
  'purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The ReferenceID given to the provider; public, unguessable. */
    referenceId: text('reference_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.packageId),
    /** ippay | finix | paynote | fiat */
    provider: text('provider').notNull(),
    /** hosted_card | token_card | saved_card | apple_pay | bank_note | fiat_widget */
    method: text('method').notNull(),
    status: text('status', { enum: PURCHASE_STATUS_ENUM }).notNull().default('created'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The quote shown in the order summary (purchase-quote.ts in contracts). */
    baseGc: bigint('base_gc', { mode: 'number' }).notNull(),
    baseSc: bigint('base_sc', { mode: 'number' }).notNull(),
    firstPurchasePercent: integer('first_purchase_percent').notNull().default(0),
    vipBoostPercent: integer('vip_boost_percent').notNull().default(0),
    /** What was credited (null until succeeded; may differ from the quote if the first-purchase bonus went to an earlier purchase). */
    creditedGc: bigint('credited_gc', { mode: 'number' }),
    creditedSc: bigint('credited_sc', { mode: 'number' }),
    /** The 10-character payment token of the hosted page form (SPEC §9). */
    paymentToken: text('payment_token').notNull(),
    saveForFuture: boolean('save_for_future').notNull().default(false),
    providerTransactionId: text('provider_transaction_id'),
    /** Card brand and last four digits, never the number. */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    failureReason: text('failure_reason'),
    /** Coins a refund could not take back because the player had spent them. */
    refundShortfallGc: bigint('refund_shortfall_gc', { mode: 'number' }),
    refundShortfallSc: bigint('refund_shortfall_sc', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('purchases_reference_key').on(t.referenceId),
    index('purchases_user_created_idx').on(t.userId, t.createdAt),
    // Accounts linked to a player by a card (the redemption checks): its last four first.
    index('purchases_card_last4_idx')
      .on(t.cardLast4)
      .where(sql`${t.cardLast4} is not null`),
    check('purchases_amount_check', sql`${t.amountCents} > 0`),
    check(
      'purchases_coins_check',
      sql`${t.baseGc} >= 0 and ${t.baseSc} >= 0 and coalesce(${t.creditedGc}, 0) >= 0 and coalesce(${t.creditedSc}, 0) >= 0`,
    ),
  ],
);

/**
 * Every provider event applied to a purchase (webhooks and status checks).
 * The unique (provider, event id) makes an event apply once: it is inserted
 * in the transaction that applies it.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    referenceId: text('reference_id').notNull(),
    /** 'webhook' or 'status_check'. */
    source: text('source').notNull(),
    /** What the event did: applied, ignored_stale, ignored_unknown_purchase, amount_mismatch. */
    outcome: text('outcome').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_events_provider_event_key').on(t.provider, t.eventId),
    index('payment_events_reference_idx').on(t.referenceId),
  ],
);

/** Per-player payment facts: the first-purchase flag and operator switches. */
export const paymentProfiles = pgTable('payment_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** Set, once, in the transaction that credits the first successful purchase. */
  firstPurchaseAt: timestamp('first_purchase_at', { withTimezone: true }),
  firstPurchaseReferenceId: text('first_purchase_reference_id'),
  /** Operators switch bank (paynote) purchases off for a player: error 3078. */
  bankPurchaseDisabled: boolean('bank_purchase_disabled').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Saved cards (paymentInformationId): the provider's token, brand and last four only. */
export const savedCards = pgTable(
  'saved_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public id (paymentInformationId). */
    paymentInformationId: text('payment_information_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    providerToken: text('provider_token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('saved_cards_public_key').on(t.paymentInformationId),
    uniqueIndex('saved_cards_user_token_key')
      .on(t.userId, t.provider, t.providerToken)
      .where(sql`${t.removedAt} is null`),
    check('saved_cards_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

/** Saved bank accounts (SPEC §3 funding source): provider token and last digits only. */
export const fundingSources = pgTable(
  'funding_sources',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The bank provider's token for the account (source_id). */
    sourceId: text('source_id').notNull(),
    bankName: text('bank_name').notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    /** Null for a bank saved from a paid redemption (the player was not asked). */
    accountType: text('account_type', { enum: ['checking', 'savings'] }),
    /** Last four digits of the account number (lbacc). */
    last4: text('last4').notNull(),
    routingLast4: text('routing_last4').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    /**
     * A bank a redemption was paid to (decision 045): its details as the redemption kept them,
     * encrypted (AES-256-GCM) by the redemptions module, so a later payout can be sent to it. Null
     * for a bank only the bank provider's token stands for (added for bank purchases).
     */
    accountHolderEnc: text('account_holder_enc'),
    accountNumberEnc: text('account_number_enc'),
    routingNumberEnc: text('routing_number_enc'),
    /** Keyed blind index of routing and account number: one saved copy of a bank per player. */
    bankFingerprint: text('bank_fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('funding_sources_source_key').on(t.sourceId),
    uniqueIndex('funding_sources_one_primary')
      .on(t.userId)
      .where(sql`${t.isPrimary} and ${t.removedAt} is null`),
    uniqueIndex('funding_sources_one_per_bank')
      .on(t.userId, t.bankFingerprint)
      .where(sql`${t.bankFingerprint} is not null and ${t.removedAt} is null`),
    check('funding_sources_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
    check(
      'funding_sources_payout_details_whole',
      sql`(${t.accountNumberEnc} is null) = (${t.routingNumberEnc} is null) and (${t.accountNumberEnc} is null) = (${t.accountHolderEnc} is null)`,
    ),
  ],
);

/** Store-wide payment settings (one row, id 1). */
export const paymentSettings = pgTable(
  'payment_settings',
  {
    id: integer('id').primaryKey(),
    firstPurchaseBonusPercent: integer('first_purchase_bonus_percent').notNull(),
    /** Store limit per player per US Eastern day, cents: error 3084. */
    dailyPurchaseLimitCents: bigint('daily_purchase_limit_cents', { mode: 'number' }).notNull(),
    /** Largest single purchase, cents (paymentData.maximumAmount). */
    maximumPurchaseCents: bigint('maximum_purchase_cents', { mode: 'number' }).notNull(),
    bankPurchasesEnabled: boolean('bank_purchases_enabled').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payment_settings_single_row', sql`${t.id} = 1`),
    check(
      'payment_settings_values_check',
      sql`${t.firstPurchaseBonusPercent} between 0 and 1000 and ${t.dailyPurchaseLimitCents} > 0 and ${t.maximumPurchaseCents} > 0`,
    ),
  ],
);
