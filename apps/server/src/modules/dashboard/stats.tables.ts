import { bigint, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The dashboard's roll-up: one row per US Eastern day, the sums of what happened that day
 * (docs/decisions/025). Amounts are hundredths (USD cents, GC and SC hundredths). Only the
 * roll-up job adds to it, in the transaction that advances its watermarks.
 */
export const statsDaily = pgTable('stats_daily', {
  day: date('day', { mode: 'string' }).primaryKey(),
  signUps: integer('sign_ups').notNull().default(0),
  firstPurchases: integer('first_purchases').notNull().default(0),
  purchases: integer('purchases').notNull().default(0),
  purchaseCents: bigint('purchase_cents', { mode: 'number' }).notNull().default(0),
  gcWagered: bigint('gc_wagered', { mode: 'number' }).notNull().default(0),
  gcWon: bigint('gc_won', { mode: 'number' }).notNull().default(0),
  scWagered: bigint('sc_wagered', { mode: 'number' }).notNull().default(0),
  scWon: bigint('sc_won', { mode: 'number' }).notNull().default(0),
  /** Coins the house accounts gave players minus what they took back that day (double entry). */
  gcIssuedNet: bigint('gc_issued_net', { mode: 'number' }).notNull().default(0),
  scIssuedNet: bigint('sc_issued_net', { mode: 'number' }).notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Per source table: the highest id folded into stats_daily. */
export const statsRollupState = pgTable('stats_rollup_state', {
  source: text('source').primaryKey(),
  watermark: bigint('watermark', { mode: 'number' }).notNull().default(0),
  foldedAt: timestamp('folded_at', { withTimezone: true }),
});

/**
 * Ids below a watermark that were not visible when it moved past them: rolled back, or still
 * being written by a transaction that had not committed. Each fold looks for them again until
 * they are older than the longest transaction (decision 025).
 */
export const statsRollupGaps = pgTable(
  'stats_rollup_gaps',
  {
    source: text('source').notNull(),
    fromId: bigint('from_id', { mode: 'number' }).notNull(),
    toId: bigint('to_id', { mode: 'number' }).notNull(),
    notedAt: timestamp('noted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.source, t.fromId] })],
);
