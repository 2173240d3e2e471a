import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * A player's own limits (docs/decisions/037), one row per limit:
 * - purchase: USD cents per period (unit 'USD');
 * - wager and loss: hundredths of the coin per period (unit 'GC' or 'SC');
 * - session: minutes per signed-in session (unit 'MINUTES', period 'session').
 * Daily means the US Eastern day; weekly and monthly the rolling last 7 and
 * 30 days. A loosening (higher value, or removal) waits in the pending columns
 * until pending_effective_at; it applies from then on when read.
 */
export const playerLimits = pgTable(
  'player_limits',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['purchase', 'wager', 'loss', 'session'] }).notNull(),
    unit: text('unit', { enum: ['USD', 'GC', 'SC', 'MINUTES'] }).notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'monthly', 'session'] }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    /** The higher value waiting to apply; null with pending_removal for a removal. */
    pendingValue: bigint('pending_value', { mode: 'number' }),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.kind, t.unit, t.period] }),
    check('player_limits_positive', sql`${t.value} > 0 and coalesce(${t.pendingValue}, 1) > 0`),
    check(
      'player_limits_pending_shape',
      sql`(${t.pendingEffectiveAt} is null and ${t.pendingValue} is null and not ${t.pendingRemoval})
        or (${t.pendingEffectiveAt} is not null and (${t.pendingValue} is null) = ${t.pendingRemoval})`,
    ),
  ],
);

export type PlayerLimitRow = typeof playerLimits.$inferSelect;

export const LIMIT_EVENT_ACTIONS = [
  'set',
  'tightened',
  'loosening_requested',
  'removal_requested',
  'cancelled',
] as const;

/**
 * The history of the player's limit changes (decision 037), one row per change, written in the
 * transaction of the change. `old_value` is the value in force before it (null: no limit),
 * `new_value` the value it sets or asks for (null: a removal), `effective_at` when that value
 * applies (the change's time, or 24 hours on for a loosening). A waiting loosening that applies
 * when read writes no row of its own: its request row holds the time it applies.
 */
export const playerLimitEvents = pgTable(
  'player_limit_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['purchase', 'wager', 'loss', 'session'] }).notNull(),
    unit: text('unit', { enum: ['USD', 'GC', 'SC', 'MINUTES'] }).notNull(),
    period: text('period', { enum: ['daily', 'weekly', 'monthly', 'session'] }).notNull(),
    action: text('action', { enum: LIMIT_EVENT_ACTIONS }).notNull(),
    oldValue: bigint('old_value', { mode: 'number' }),
    newValue: bigint('new_value', { mode: 'number' }),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_limit_events_user_idx').on(t.userId, t.id)],
);

export type PlayerLimitEventRow = typeof playerLimitEvents.$inferSelect;
