import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { RISK_SIGNALS, type TRiskAssessment } from '@app/contracts/redemption-risk';
import { REDEMPTION_STATUSES } from '@app/contracts/redemptions';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';

/**
 * A player's request to redeem SC for US dollars by ACH (decision 030). Its SC are held in the
 * ledger (house account REDEMPTION_HOLDS) from the request until it is paid, cancelled or
 * rejected; every status change commits with its ledger movement.
 */
export const redemptionRequests = pgTable(
  'redemption_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Hundredths of a coin, and cents of the payout (1 SC = $1.00). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    status: text('status', { enum: REDEMPTION_STATUSES }).notNull().default('PENDING'),
    /** 'fiat' (ACH) or IPPAY (internal players). */
    providerType: text('provider_type').notNull(),
    /** Bank details given with the request: encrypted (AES-256-GCM), the last four in clear. */
    accountHolderEnc: text('account_holder_enc'),
    accountNumberEnc: text('account_number_enc'),
    routingNumberEnc: text('routing_number_enc'),
    accountLast4: text('account_last4'),
    /** Keyed blind index of routing and account number: finds players sharing a bank account. */
    bankFingerprint: text('bank_fingerprint'),
    /** Finance's rejection reason, the bank's return reason, or why a payout failed. */
    reason: text('reason'),
    /** The approval threshold in force when the first approval was given. */
    approvalThreshold: bigint('approval_threshold', { mode: 'number' }),
    firstApprovedByStaffId: integer('first_approved_by_staff_id').references(() => staffMembers.id),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    secondApprovedByStaffId: integer('second_approved_by_staff_id').references(
      () => staffMembers.id,
    ),
    rejectedByStaffId: integer('rejected_by_staff_id').references(() => staffMembers.id),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    providerPayoutId: text('provider_payout_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /**
     * The risk assessment made with the request (decision 057): signals, rules, decision. Null for
     * requests made before assessments existed.
     */
    risk: jsonb('risk').$type<TRiskAssessment>(),
    /** How many rules fired (the queue's order); 0 without an assessment. */
    riskScore: smallint('risk_score').notNull().default(0),
    /** Approved by the system: no rule fired and at or under the auto-approval ceiling. */
    approvedBySystem: boolean('approved_by_system').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('redemption_requests_amount_positive', sql`${t.amount} > 0`),
    // Four eyes, kept by the database too: the second approval is another member's.
    check(
      'redemption_requests_four_eyes',
      sql`${t.secondApprovedByStaffId} is null or ${t.secondApprovedByStaffId} <> ${t.firstApprovedByStaffId}`,
    ),
    // One open request per player (PENDING, INFO_REQUESTED, APPROVED or PROCESSING).
    uniqueIndex('redemption_requests_one_open')
      .on(t.userId)
      .where(sql`${t.status} in ('PENDING', 'INFO_REQUESTED', 'APPROVED', 'PROCESSING')`),
    index('redemption_requests_user_idx').on(t.userId, t.createdAt),
    index('redemption_requests_status_idx').on(t.status, t.id),
    // The queue, the riskiest first and then the longest waiting (decision 057).
    index('redemption_requests_status_risk_idx').on(t.status, t.riskScore, t.id),
    // A member's single approvals of a player in the last 24 hours (cumulative four eyes).
    index('redemption_requests_approver_idx').on(t.userId, t.firstApprovedByStaffId, t.approvedAt),
    index('redemption_requests_bank_idx').on(t.bankFingerprint),
  ],
);

/** Payout provider events applied to redemptions: each event id once. */
export const redemptionPayoutEvents = pgTable('redemption_payout_events', {
  eventId: text('event_id').primaryKey(),
  redemptionId: integer('redemption_id')
    .notNull()
    .references(() => redemptionRequests.id),
  type: text('type').notNull(),
  outcome: text('outcome').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Operator defaults of redemptions: one row (id 1); without it the defaults of decision 030
 * hold. Limits per player override the two limits (users.min/max_redeemable_cents).
 */
export const redemptionSettings = pgTable(
  'redemption_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Hundredths: approvals of redemptions above it need a second member. */
    approvalThreshold: bigint('approval_threshold', { mode: 'number' }).notNull(),
    minRedeemableCents: bigint('min_redeemable_cents', { mode: 'number' }).notNull(),
    /** The most a player may redeem in one UTC day (and so in one request). */
    maxRedeemableCents: bigint('max_redeemable_cents', { mode: 'number' }).notNull(),
    /**
     * Requests at or under it with no risk rule fired are approved by the system (decision 057);
     * null keeps the default. Raised only through dual control.
     */
    autoApprovalCeiling: bigint('auto_approval_ceiling', { mode: 'number' }),
    updatedByStaffId: integer('updated_by_staff_id').references(() => staffMembers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('redemption_settings_single_row', sql`${t.id} = 1`),
    check(
      'redemption_settings_limits',
      sql`${t.approvalThreshold} >= 0 and ${t.minRedeemableCents} > 0 and ${t.maxRedeemableCents} >= ${t.minRedeemableCents}`,
    ),
    check(
      'redemption_settings_ceiling',
      sql`${t.autoApprovalCeiling} is null or ${t.autoApprovalCeiling} >= 0`,
    ),
  ],
);

/**
 * The risk rules as compliance and finance set them (decision 057): one row per signal that was
 * ever edited; a signal without a row keeps its seeded rule (contracts/redemption-risk.ts).
 */
export const redemptionRiskRules = pgTable(
  'redemption_risk_rules',
  {
    signal: text('signal', { enum: RISK_SIGNALS }).primaryKey(),
    enabled: boolean('enabled').notNull(),
    /** In the rule's unit (hours, percent, a count, or cents). */
    limit: bigint('limit', { mode: 'number' }).notNull(),
    /** The smallest request (cents) the rule judges. */
    fromAmount: bigint('from_amount', { mode: 'number' }).notNull(),
    updatedByStaffId: integer('updated_by_staff_id').references(() => staffMembers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('redemption_risk_rules_values', sql`${t.limit} >= 0 and ${t.fromAmount} >= 0`)],
);

/**
 * Finance's questions about a request (INFO_REQUESTED) and the player's answers (decision 057).
 * At most one question waits for an answer per request.
 */
export const redemptionInfoRequests = pgTable(
  'redemption_info_requests',
  {
    id: serial('id').primaryKey(),
    redemptionId: integer('redemption_id')
      .notNull()
      .references(() => redemptionRequests.id),
    question: text('question').notNull(),
    askedByStaffId: integer('asked_by_staff_id')
      .notNull()
      .references(() => staffMembers.id),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    index('redemption_info_requests_redemption_idx').on(t.redemptionId, t.id),
    uniqueIndex('redemption_info_requests_one_open')
      .on(t.redemptionId)
      .where(sql`${t.answeredAt} is null`),
  ],
);
