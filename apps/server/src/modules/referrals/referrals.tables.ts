import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { REFERRAL_REFUSAL_REASONS } from '@app/contracts/referrals';
import { users } from '../users/users.tables';

/** One claim of a referrer's earned bonuses: its id keys the wallet credit. */
export const referralClaims = pgTable('referral_claims', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  gcAmount: bigint('gc_amount', { mode: 'number' }).notNull(),
  scAmount: bigint('sc_amount', { mode: 'number' }).notNull(),
  invites: integer('invites').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * What an invite came to, written once in the transaction that credits the invited player's
 * first successful purchase (docs/decisions/034). The unique index on the invited player makes a
 * second row impossible. Amounts are hundredths; a refused row earns nothing and keeps its reason.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => users.id),
    state: text('state', { enum: ['earned', 'claimed', 'refused'] }).notNull(),
    refusalReason: text('refusal_reason', { enum: REFERRAL_REFUSAL_REASONS }),
    gcAmount: bigint('gc_amount', { mode: 'number' }).notNull().default(0),
    scAmount: bigint('sc_amount', { mode: 'number' }).notNull().default(0),
    /** The invited player's purchase that decided it. */
    purchaseReferenceId: text('purchase_reference_id').notNull(),
    /** The US Eastern calendar month (YYYY-MM) it was decided in: the monthly cap counts it. */
    month: text('month').notNull(),
    claimId: bigint('claim_id', { mode: 'number' }).references(() => referralClaims.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('referral_rewards_invitee_once').on(t.inviteeId),
    index('referral_rewards_referrer_idx').on(t.referrerId, t.state),
    check(
      'referral_rewards_state_check',
      sql`(${t.state} = 'refused') = (${t.refusalReason} is not null) and (${t.state} = 'claimed') = (${t.claimId} is not null) and ${t.gcAmount} >= 0 and ${t.scAmount} >= 0`,
    ),
  ],
);

/**
 * Bonuses earned per referrer and US Eastern month. One conditional upsert raises the count
 * only while it is under the cap, so concurrent first purchases of two friends cannot pass it.
 */
export const referralMonthlyCounts = pgTable(
  'referral_monthly_counts',
  {
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => users.id),
    month: text('month').notNull(),
    earned: integer('earned').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.referrerId, t.month] }),
    check('referral_monthly_counts_earned_check', sql`${t.earned} >= 0`),
  ],
);
