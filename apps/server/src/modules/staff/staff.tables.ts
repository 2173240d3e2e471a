import {
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Back-office staff: not players (own identities, roles and second factor). */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', {
      enum: ['support', 'compliance', 'finance', 'content', 'admin'],
    }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The TOTP secret, AES-256-GCM encrypted (platform/field-encryption.ts). */
    totpSecret: text('totp_secret'),
    /** Null until the member has proven the authenticator with a first code. */
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** SHA-256 of each unused one-time recovery code. */
    recoveryCodeHashes: text('recovery_code_hashes').array().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    /** The last TOTP time step accepted, so a code is never accepted twice. */
    lastTotpStep: integer('last_totp_step'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_members_email_key').on(t.email)],
);

/** Staff sessions: own cookie, idle timeout; only the token's SHA-256 is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id),
    tokenHash: text('token_hash').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the member last gave password and code again (sensitive actions need it recent). */
    reauthAt: timestamp('reauth_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_key').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/**
 * A sign-in that passed the password but still has to enrol its authenticator: the secret waits
 * here (encrypted) until the first code proves it. Only the token's SHA-256 is kept.
 */
export const staffEnrolments = pgTable('staff_enrolments', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staffMembers.id),
  totpSecret: text('totp_secret').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
