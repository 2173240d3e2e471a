import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SC_EXPIRY_PERIOD_STATUSES } from '@app/contracts/sc-expiry';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';
import { walletOperations } from '../wallet/wallet.tables';

/**
 * One row per player and inactivity period that got a warning (decision 054). The period is
 * named by the player's last activity before it: a warning, and an expiry, happen at most once
 * per (player, last activity) whatever the number of job runs. New activity starts a new period;
 * the old row stays WARNED and never expires.
 */
export const scExpiryPeriods = pgTable(
  'sc_expiry_periods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The player's last play or sign-in before the warning (the period's name). */
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull(),
    warnedAt: timestamp('warned_at', { withTimezone: true }).notNull(),
    /** The moment the warning email gave: never less than the notice after `warned_at`. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The SC the warning named (hundredths). */
    warnedSc: bigint('warned_sc', { mode: 'number' }).notNull(),
    status: text('status', { enum: SC_EXPIRY_PERIOD_STATUSES }).notNull().default('WARNED'),
    expiredAt: timestamp('expired_at', { withTimezone: true }),
    /** What the expiry took from each SC account (hundredths); a reversal gives these back. */
    expiredScUnplayed: bigint('expired_sc_unplayed', { mode: 'number' }),
    expiredScRedeemable: bigint('expired_sc_redeemable', { mode: 'number' }),
    expiryOperationId: bigint('expiry_operation_id', { mode: 'number' }).references(
      () => walletOperations.id,
    ),
    reversalReason: text('reversal_reason'),
    reversalRequestedByStaffId: integer('reversal_requested_by_staff_id').references(
      () => staffMembers.id,
    ),
    /** The staff member's email as it was when they acted (as the audit log keeps it). */
    reversalRequestedByEmail: text('reversal_requested_by_email'),
    reversalRequestedAt: timestamp('reversal_requested_at', { withTimezone: true }),
    reversedByStaffId: integer('reversed_by_staff_id').references(() => staffMembers.id),
    reversedByEmail: text('reversed_by_email'),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    reversalOperationId: bigint('reversal_operation_id', { mode: 'number' }).references(
      () => walletOperations.id,
    ),
  },
  (t) => [
    uniqueIndex('sc_expiry_periods_period_key').on(t.userId, t.lastActivityAt),
    // The back office's list: by status, newest expiry first.
    index('sc_expiry_periods_status_idx').on(t.status, t.expiredAt),
    check('sc_expiry_periods_warned_sc_positive', sql`${t.warnedSc} > 0`),
    check(
      'sc_expiry_periods_expired_whole',
      sql`(${t.status} = 'WARNED') = (${t.expiredAt} is null)
        and (${t.expiredAt} is null) = (${t.expiryOperationId} is null)
        and (${t.expiredAt} is null) = (${t.expiredScUnplayed} is null)
        and (${t.expiredAt} is null) = (${t.expiredScRedeemable} is null)`,
    ),
    check(
      'sc_expiry_periods_expired_amounts',
      sql`${t.expiredAt} is null or (${t.expiredScUnplayed} >= 0 and ${t.expiredScRedeemable} >= 0
        and ${t.expiredScUnplayed} + ${t.expiredScRedeemable} > 0)`,
    ),
    check(
      'sc_expiry_periods_reversal_asked',
      sql`(${t.status} in ('REVERSAL_PENDING', 'REVERSED')) = (${t.reversalRequestedByStaffId} is not null)
        and (${t.reversalRequestedByStaffId} is null) = (${t.reversalReason} is null)
        and (${t.reversalRequestedByStaffId} is null) = (${t.reversalRequestedByEmail} is null)
        and (${t.reversalRequestedByStaffId} is null) = (${t.reversalRequestedAt} is null)`,
    ),
    check(
      'sc_expiry_periods_reversed_whole',
      sql`(${t.status} = 'REVERSED') = (${t.reversalOperationId} is not null)
        and (${t.reversalOperationId} is null) = (${t.reversedByStaffId} is null)
        and (${t.reversalOperationId} is null) = (${t.reversedByEmail} is null)
        and (${t.reversalOperationId} is null) = (${t.reversedAt} is null)`,
    ),
    // Four eyes, kept by the database too: nobody approves the reversal they asked for.
    check(
      'sc_expiry_periods_four_eyes',
      sql`${t.reversedByStaffId} is null or ${t.reversedByStaffId} <> ${t.reversalRequestedByStaffId}`,
    ),
  ],
);
