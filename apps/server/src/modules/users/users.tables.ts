import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  index,
} from 'drizzle-orm/pg-core';

/** A player or operator account. Wallet, bonus and VIP fields live in their own modules. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['player', 'admin'] })
      .notNull()
      .default('player'),
    /** Suspended and closed accounts cannot sign in (3082); staff set them (players-admin). */
    status: text('status', { enum: ['active', 'suspended', 'closed'] })
      .notNull()
      .default('active'),
    firstName: text('first_name'),
    middleName: text('middle_name'),
    lastName: text('last_name'),
    gender: text('gender', { enum: ['male', 'female', 'other'] }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    phoneCode: text('phone_code'),
    phone: text('phone'),
    phoneVerified: boolean('phone_verified').notNull().default(false),
    isEmailVerified: boolean('is_email_verified').notNull().default(false),
    addressLine1: text('address_line_1'),
    addressLine2: text('address_line_2'),
    city: text('city'),
    stateId: integer('state_id'),
    zipCode: text('zip_code'),
    profileImage: text('profile_image'),
    referralCode: text('referral_code').notNull(),
    referredByUserId: integer('referred_by_user_id'),
    smsPromotionAccept: boolean('sms_promotion_accept').notNull().default(false),
    signUpBrowser: text('sign_up_browser'),
    signUpPlatform: text('sign_up_platform'),
    /** Where the account was made: compared with a referrer's for anti-abuse (decision 034). */
    signUpIp: text('sign_up_ip'),
    signUpDeviceId: text('sign_up_device_id'),
    isRestrict: boolean('is_restrict').notNull().default(false),
    isInternalUser: boolean('is_internal_user').notNull().default(false),
    kycStatus: text('kyc_status').notNull().default('NOT_STARTED'),
    /**
     * Per-player redemption limits in hundredths, set by operators; null falls back to the
     * operator defaults of redemption_settings (decision 030).
     */
    minRedeemableCents: bigint('min_redeemable_cents', { mode: 'number' }),
    maxRedeemableCents: bigint('max_redeemable_cents', { mode: 'number' }),
    /** Level of the VIP tier reached, kept for the back office's search (vip.service refreshes it). */
    vipLevel: integer('vip_level').notNull().default(0),
    identityWidgetStatus: text('identity_widget_status'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** When the password was last changed or reset (a redemption risk signal, decision 057). */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_referral_code_key').on(t.referralCode),
    uniqueIndex('users_verified_phone_key')
      .on(t.phoneCode, t.phone)
      .where(sql`${t.phoneVerified}`),
    index('users_created_at_idx').on(t.createdAt),
    // Back-office search: the start of an email or username, and a phone number.
    index('users_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
    index('users_username_prefix_idx').using('btree', sql`lower(${t.username}) text_pattern_ops`),
    index('users_phone_idx').on(t.phone),
    // A referrer's invites (decision 034).
    index('users_referred_by_idx')
      .on(t.referredByUserId)
      .where(sql`${t.referredByUserId} is not null`),
    // Its filters for the few: restricted players, and suspended or closed ones (the rest are
    // common enough that walking the id index finds a page at once).
    index('users_restricted_idx')
      .on(t.id)
      .where(sql`${t.isRestrict}`),
    index('users_inactive_status_idx')
      .on(t.status, t.id)
      .where(sql`${t.status} <> 'active'`),
    // Accounts linked to a player by sign-up device or address (the redemption checks).
    index('users_sign_up_device_idx')
      .on(t.signUpDeviceId)
      .where(sql`${t.signUpDeviceId} is not null`),
    index('users_sign_up_ip_idx')
      .on(t.signUpIp)
      .where(sql`${t.signUpIp} is not null`),
  ],
);

/** One-time phone codes, stored hashed, 3-minute life, at most 5 tries. */
export const phoneCodes = pgTable(
  'phone_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    phoneCode: text('phone_code').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phone_codes_user_idx').on(t.userId)],
);
