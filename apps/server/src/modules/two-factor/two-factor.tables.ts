import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * A player's authenticator (decision 039). The row exists from the set-up on; two-factor sign-in
 * is on once `enabled_at` is set (the first code proved the secret).
 */
export const playerTwoFactor = pgTable('player_two_factor', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** The TOTP secret, AES-256-GCM encrypted (platform/field-encryption.ts). */
  totpSecret: text('totp_secret').notNull(),
  /** When the set-up began: a secret not proven within 15 minutes must be set up again. */
  setupStartedAt: timestamp('setup_started_at', { withTimezone: true }).notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The last TOTP time step accepted, so a code is never accepted twice. */
  lastTotpStep: integer('last_totp_step'),
  /** SHA-256 of each unused one-time recovery code. */
  recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default([]),
});

/**
 * A login that passed the password of an account with two-factor sign-in on, waiting for the
 * code (a few minutes). Only the token's SHA-256 is kept.
 */
export const playerLoginChallenges = pgTable(
  'player_login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('player_login_challenges_user_idx').on(t.userId)],
);

/**
 * When the player's two-factor sign-in was last turned on or off (by the player or by a support
 * reset): the row above is deleted when it goes off, so the time is kept here (a redemption risk
 * signal, decision 057).
 */
export const playerTwoFactorChanges = pgTable('player_two_factor_changes', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull(),
});
