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
import { DISPUTE_DEBT_STATUSES, DISPUTE_STATUSES } from '@app/contracts/disputes';
import { purchases } from '../payments/purchases.tables';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';
import { walletOperations } from '../wallet/wallet.tables';

/**
 * One case per disputed purchase (decision 055): what the chargeback took back from each account,
 * the debt it could not take (hundredths per currency), what staff collected of it since, and the
 * dispute's state at the provider. A purchase has at most one case: a dispute closed is not opened
 * again by a later event.
 */
export const paymentDisputes = pgTable(
  'payment_disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    purchaseId: bigint('purchase_id', { mode: 'number' })
      .notNull()
      .references(() => purchases.id),
    /** The purchase's public reference and provider, as the queue shows them. */
    referenceId: text('reference_id').notNull(),
    provider: text('provider').notNull(),
    /** The amount disputed: the purchase's, USD cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The provider's reason, as sent with the dispute. */
    reason: text('reason'),
    status: text('status', { enum: DISPUTE_STATUSES }).notNull(),
    /** The provider event that opened the case (a lost one when the opening never arrived). */
    openedEventId: text('opened_event_id').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedEventId: text('closed_event_id'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** What the purchase credited: what the chargeback had to take back. */
    purchaseGc: bigint('purchase_gc', { mode: 'number' }).notNull(),
    purchaseSc: bigint('purchase_sc', { mode: 'number' }).notNull(),
    /** What the chargeback took from each account. */
    takenGc: bigint('taken_gc', { mode: 'number' }).notNull(),
    takenScUnplayed: bigint('taken_sc_unplayed', { mode: 'number' }).notNull(),
    takenScRedeemable: bigint('taken_sc_redeemable', { mode: 'number' }).notNull(),
    /** The debt: what the chargeback could not take (already played). */
    debtGc: bigint('debt_gc', { mode: 'number' }).notNull(),
    debtSc: bigint('debt_sc', { mode: 'number' }).notNull(),
    /** What staff collected of the debt since, from each account. */
    collectedGc: bigint('collected_gc', { mode: 'number' }).notNull().default(0),
    collectedScUnplayed: bigint('collected_sc_unplayed', { mode: 'number' }).notNull().default(0),
    collectedScRedeemable: bigint('collected_sc_redeemable', { mode: 'number' })
      .notNull()
      .default(0),
    /** How many collections there were: each one's ledger key is the case and its number. */
    collections: integer('collections').notNull().default(0),
    debtStatus: text('debt_status', { enum: DISPUTE_DEBT_STATUSES }).notNull(),
    /** Who closed the debt by hand (settled by a collection, or waived), why and when. */
    debtClosedByStaffId: integer('debt_closed_by_staff_id').references(() => staffMembers.id),
    /** The staff member's email as it was when they acted (as the audit log keeps it). */
    debtClosedByEmail: text('debt_closed_by_email'),
    debtCloseReason: text('debt_close_reason'),
    debtClosedAt: timestamp('debt_closed_at', { withTimezone: true }),
    chargebackOperationId: bigint('chargeback_operation_id', { mode: 'number' })
      .notNull()
      .references(() => walletOperations.id),
    reinstateOperationId: bigint('reinstate_operation_id', { mode: 'number' }).references(
      () => walletOperations.id,
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_disputes_purchase_key').on(t.purchaseId),
    // The finance queue: newest first, by status.
    index('payment_disputes_status_idx').on(t.status, t.openedAt),
    index('payment_disputes_user_idx').on(t.userId, t.openedAt),
    // A redemption asks whether the player owes anything: only open debts are indexed.
    index('payment_disputes_open_debt_idx')
      .on(t.userId)
      .where(sql`${t.debtStatus} = 'OPEN'`),
    check(
      'payment_disputes_amounts',
      sql`${t.amountCents} > 0 and ${t.purchaseGc} >= 0 and ${t.purchaseSc} >= 0
        and ${t.takenGc} >= 0 and ${t.takenScUnplayed} >= 0 and ${t.takenScRedeemable} >= 0
        and ${t.debtGc} >= 0 and ${t.debtSc} >= 0
        and ${t.collectedGc} >= 0 and ${t.collectedScUnplayed} >= 0 and ${t.collectedScRedeemable} >= 0`,
    ),
    // The reversal is exact: what was taken and what is owed make up what the purchase credited.
    check(
      'payment_disputes_exact',
      sql`${t.takenGc} + ${t.debtGc} = ${t.purchaseGc}
        and ${t.takenScUnplayed} + ${t.takenScRedeemable} + ${t.debtSc} = ${t.purchaseSc}`,
    ),
    check(
      'payment_disputes_collected_within_debt',
      sql`${t.collectedGc} <= ${t.debtGc}
        and ${t.collectedScUnplayed} + ${t.collectedScRedeemable} <= ${t.debtSc}`,
    ),
    // No debt is NONE; an open debt still owes something; a settled one owes nothing.
    check(
      'payment_disputes_debt_status',
      sql`(${t.debtStatus} = 'NONE') = (${t.debtGc} + ${t.debtSc} = 0)
        and (${t.debtStatus} <> 'OPEN' or ${t.collectedGc} < ${t.debtGc}
          or ${t.collectedScUnplayed} + ${t.collectedScRedeemable} < ${t.debtSc})
        and (${t.debtStatus} <> 'SETTLED' or (${t.collectedGc} = ${t.debtGc}
          and ${t.collectedScUnplayed} + ${t.collectedScRedeemable} = ${t.debtSc}))`,
    ),
    check(
      'payment_disputes_closed_whole',
      sql`(${t.status} = 'OPEN') = (${t.closedAt} is null)
        and (${t.closedAt} is null) = (${t.closedEventId} is null)
        and (${t.status} = 'WON') = (${t.reinstateOperationId} is not null)`,
    ),
    check(
      'payment_disputes_debt_closed_whole',
      sql`(${t.debtClosedByStaffId} is null) = (${t.debtClosedByEmail} is null)
        and (${t.debtClosedByStaffId} is null) = (${t.debtCloseReason} is null)
        and (${t.debtStatus} <> 'WAIVED' or ${t.debtClosedByStaffId} is not null)`,
    ),
  ],
);
