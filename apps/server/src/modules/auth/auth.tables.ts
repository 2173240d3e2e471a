import { sql } from 'drizzle-orm';
import {
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
  bigserial,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** Server-side sessions: only the SHA-256 of the cookie token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The browser's long-lived device id (the gs_device cookie, decision 034). */
    deviceId: text('device_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When this session last proved the player's second factor (decision 039 step-up). */
    secondFactorAt: timestamp('second_factor_at', { withTimezone: true }),
    /**
     * 'full' for a sign-in; 'redeem' for a redeem-only session of a player on a break or
     * self-excluded (decision 038): only the routes marked allowRedeemOnly answer it.
     */
    scope: text('scope', { enum: ['full', 'redeem'] })
      .notNull()
      .default('full'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    // Players online on the dashboard: sessions used in the last minutes (decision 025).
    index('sessions_last_seen_idx').on(t.lastSeenAt),
    // Accounts linked to a player by a session's device or address (the redemption checks).
    index('sessions_device_idx')
      .on(t.deviceId)
      .where(sql`${t.deviceId} is not null`),
    index('sessions_ip_idx')
      .on(t.ip)
      .where(sql`${t.ip} is not null`),
  ],
);

/** Single-use email links (verification and password reset), stored hashed. */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('email_tokens_hash_key').on(t.tokenHash),
    index('email_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/** Failed logins, counted per account over a sliding window to lock it. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_user_time_idx').on(t.userId, t.createdAt)],
);
