import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  ADJUSTMENT_ACCOUNTS,
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_REASONS,
  ADJUSTMENT_STATUSES,
} from '@app/contracts/adjustments';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';
import { walletOperations } from '../wallet/wallet.tables';

/**
 * A credit or debit of one player account asked for by a staff member (decision 027). Above the
 * threshold it waits, PENDING, for a second member; only an APPLIED one has a wallet operation.
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    account: text('account', { enum: ADJUSTMENT_ACCOUNTS }).notNull(),
    direction: text('direction', { enum: ADJUSTMENT_DIRECTIONS }).notNull(),
    /** Hundredths of a coin. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    reason: text('reason', { enum: ADJUSTMENT_REASONS }).notNull(),
    comment: text('comment').notNull(),
    status: text('status', { enum: ADJUSTMENT_STATUSES }).notNull(),
    /** The threshold of its currency in force when it was asked for. */
    threshold: bigint('threshold', { mode: 'number' }).notNull(),
    requestedByStaffId: integer('requested_by_staff_id')
      .notNull()
      .references(() => staffMembers.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who approved or rejected it (null when it applied at once under the threshold). */
    decidedByStaffId: integer('decided_by_staff_id').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
    operationId: bigint('operation_id', { mode: 'number' }).references(() => walletOperations.id),
    balanceBefore: bigint('balance_before', { mode: 'number' }),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
  },
  (t) => [
    check('balance_adjustments_amount_positive', sql`${t.amount} > 0`),
    // Four eyes, kept by the database too: nobody decides on their own adjustment.
    check(
      'balance_adjustments_four_eyes',
      sql`${t.decidedByStaffId} is null or ${t.decidedByStaffId} <> ${t.requestedByStaffId}`,
    ),
    check(
      'balance_adjustments_applied_has_operation',
      sql`(${t.status} = 'APPLIED') = (${t.operationId} is not null)`,
    ),
    index('balance_adjustments_status_idx').on(t.status, t.requestedAt),
    index('balance_adjustments_user_idx').on(t.userId, t.requestedAt),
  ],
);

/** Back-office settings of adjustments: one row (id 1); without it the contract's default holds. */
export const adjustmentSettings = pgTable(
  'adjustment_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /**
     * Hundredths, one per currency (decision 046): an adjustment of GC, which has no cash value,
     * or of SC at or below its currency's threshold applies at once, above it waits for a second
     * member.
     */
    gcThreshold: bigint('gc_threshold', { mode: 'number' }).notNull(),
    scThreshold: bigint('sc_threshold', { mode: 'number' }).notNull(),
    updatedByStaffId: integer('updated_by_staff_id').references(() => staffMembers.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('adjustment_settings_single_row', sql`${t.id} = 1`),
    check(
      'adjustment_settings_thresholds_non_negative',
      sql`${t.gcThreshold} >= 0 and ${t.scThreshold} >= 0`,
    ),
  ],
);
