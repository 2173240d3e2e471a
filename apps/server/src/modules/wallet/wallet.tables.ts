import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { offKindIndex } from './transfer-sides';

export const CURRENCIES = ['GC', 'SC'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** Player accounts: GC, SC unplayed (bonus and purchase SC) and SC redeemable (wsc). */
export const PLAYER_ACCOUNT_KINDS = ['GC', 'SC_UNPLAYED', 'SC_REDEEMABLE'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

/**
 * House accounts, one per currency and purpose. Their balances are derived from the transfers.
 * REDEMPTION_HOLDS holds the SC of redemption requests not yet paid or released (decision 030);
 * REDEMPTIONS is what was paid out. EXPIRATIONS holds the SC of inactive players that expired
 * (a staff reversal gives it back from there).
 */
export const HOUSE_ACCOUNT_KINDS = [
  'PURCHASES',
  'BONUSES',
  'GAMES',
  'REDEMPTIONS',
  'ADJUSTMENTS',
  'REDEMPTION_HOLDS',
  'EXPIRATIONS',
  /** The SC credited by free entry by mail (decision 052). */
  'AMOE',
] as const;
export type HouseAccountKind = (typeof HOUSE_ACCOUNT_KINDS)[number];

export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    /** Kept only for player accounts (house rows stay 0; see docs/decisions). Never below zero. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** SC_UNPLAYED only: the SC still to be wagered before it turns redeemable (decision 053). */
    playthroughRemaining: bigint('playthrough_remaining', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_player_kind_key')
      .on(t.userId, t.kind)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('wallet_accounts_house_kind_key')
      .on(t.kind, t.currency)
      .where(sql`${t.userId} is null`),
    check('wallet_accounts_balance_non_negative', sql`${t.balance} >= 0`),
    check('wallet_accounts_playthrough_non_negative', sql`${t.playthroughRemaining} >= 0`),
  ],
);

/** One business operation (a bet, a claim, a purchase credit): the unit of idempotency. */
export const walletOperations = pgTable(
  'wallet_operations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    idempotencyKey: text('idempotency_key').notNull(),
    userId: integer('user_id').references(() => users.id),
    kind: text('kind').notNull(),
    reference: text('reference'),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_operations_key').on(t.idempotencyKey),
    index('wallet_operations_user_idx').on(t.userId, t.id),
  ],
);

/** Append-only: a transfer is never updated or deleted; a mistake is corrected by a reversing transfer. */
export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    operationId: bigint('operation_id', { mode: 'number' })
      .notNull()
      .references(() => walletOperations.id),
    kind: text('kind').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    fromAccountId: bigint('from_account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    toAccountId: bigint('to_account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Balance of the player account on each side after this transfer (null for house sides). */
    fromBalanceAfter: bigint('from_balance_after', { mode: 'number' }),
    toBalanceAfter: bigint('to_balance_after', { mode: 'number' }),
    reversesTransferId: bigint('reverses_transfer_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_transfers_amount_positive', sql`${t.amount} > 0`),
    check('wallet_transfers_distinct_accounts', sql`${t.fromAccountId} <> ${t.toAccountId}`),
    index('wallet_transfers_from_idx').on(t.fromAccountId, t.id),
    index('wallet_transfers_to_idx').on(t.toAccountId, t.id),
    // A player's transfers of one kind, newest first (the transactions list's type filter,
    // decision 066). Bets and wins are left out: they are most of a player's rows, so the id
    // indexes above find them reading few more rows than they show, and rounds write no more.
    index('wallet_transfers_from_kind_idx')
      .on(t.fromAccountId, t.kind, t.id)
      .where(offKindIndex(sql`${t.kind}`)),
    index('wallet_transfers_to_kind_idx')
      .on(t.toAccountId, t.kind, t.id)
      .where(offKindIndex(sql`${t.kind}`)),
    index('wallet_transfers_operation_idx').on(t.operationId),
  ],
);

/**
 * How many times SC credited as unplayed from a source must be wagered before it turns
 * redeemable, in hundredths (100 = 1x); a source without a row is 1x (decision 053). The source
 * is the crediting operation's kind (purchase, welcome_bonus, amoe_entry, adjustment, ...).
 */
export const playthroughMultiples = pgTable(
  'wallet_playthrough_multiples',
  {
    source: text('source').primaryKey(),
    multipleHundredths: integer('multiple_hundredths').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_playthrough_multiples_range', sql`${t.multipleHundredths} between 100 and 5000`),
  ],
);

/** SC an operation credited as unplayed and the wager it asked for (what the player is shown). */
export const playthroughGrants = pgTable(
  'wallet_playthrough_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    operationId: bigint('operation_id', { mode: 'number' })
      .notNull()
      .references(() => walletOperations.id),
    source: text('source').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** The source's multiple when credited, in hundredths (100 = 1x). */
    multiple: integer('multiple_hundredths').notNull().default(100),
    required: bigint('required', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wallet_playthrough_grants_user_idx').on(t.userId, t.id)],
);
