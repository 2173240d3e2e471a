import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * Breaks and self-exclusions (docs/decisions/038). A row is never shortened or deleted: a longer
 * one is added instead. `endsAt` null is a permanent self-exclusion; `reopenAt` is set when the
 * player asks to reopen after a self-exclusion ended (24 hours after the request).
 */
export const accountRestrictions = pgTable(
  'account_restrictions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['break', 'exclusion'] }).notNull(),
    /** '3d' for a break of three days; '6m', '1y', '5y' or 'permanent' for a self-exclusion. */
    period: text('period').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    reopenAt: timestamp('reopen_at', { withTimezone: true }),
    /** Set when compliance applied it on the player's behalf. */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('account_restrictions_user_idx').on(t.userId, t.kind)],
);

/**
 * The self-exclusion register: the keyed hashes (field cipher's blind index) of the normalized
 * email, phone and SSN of each self-excluded player, searched at sign-up, phone verification and
 * SSN entry, and by compliance. The SSN hash is the KYC module's blind index of the nine digits.
 */
export const exclusionRegister = pgTable(
  'exclusion_register',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    restrictionId: bigint('restriction_id', { mode: 'number' })
      .notNull()
      .references(() => accountRestrictions.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['email', 'phone', 'ssn'] }).notNull(),
    valueHash: text('value_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('exclusion_register_value_idx').on(t.kind, t.valueHash)],
);

/** The player's reality-check choice (minutes of play between reminders; null is off). */
export const playerSafetySettings = pgTable('player_safety_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  realityCheckMinutes: integer('reality_check_minutes'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * History of everything in this module, for compliance: reality-check changes, breaks,
 * exclusions, reopen requests and closures (with their reason).
 */
export const safetyEvents = pgTable(
  'safety_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    staffEmail: text('staff_email'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('safety_events_user_idx').on(t.userId, t.id)],
);
