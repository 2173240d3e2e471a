import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { AMOE_CARD_STATUSES, AMOE_REFUSAL_REASONS } from '@app/contracts/amoe';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';
import { walletOperations } from '../wallet/wallet.tables';

/**
 * Free-entry request codes (decision 052): one per player and US Eastern day, kept by the unique
 * (user_id, issued_on); a code names its player, and its card must be received by `expires_on`.
 */
export const amoeCodes = pgTable(
  'amoe_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'AMOE-7KQ4-M2XD' (contracts AMOE_CODE_PATTERN). */
    code: text('code').notNull(),
    /** The US Eastern day it was issued. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** The last day its card may be received. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('amoe_codes_code_key').on(t.code),
    uniqueIndex('amoe_codes_user_day_key').on(t.userId, t.issuedOn),
    check('amoe_codes_expiry_after_issue', sql`${t.expiresOn} >= ${t.issuedOn}`),
  ],
);

/**
 * Every card compliance entered, credited or refused with its reason (decision 052). A code is
 * used by its first card: the partial unique index lets each code hold one card that is not a
 * CODE_ALREADY_USED refusal, so a code can credit at most once whatever runs at the same time
 * (and the ledger's key `amoe:code:<id>` could not apply twice either).
 */
export const amoeCards = pgTable(
  'amoe_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    codeId: bigint('code_id', { mode: 'number' })
      .notNull()
      .references(() => amoeCodes.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    postmarkState: text('postmark_state'),
    checksPassed: boolean('checks_passed').notNull(),
    status: text('status', { enum: AMOE_CARD_STATUSES }).notNull(),
    reason: text('reason', { enum: AMOE_REFUSAL_REASONS }),
    /** The refusal in a sentence, with the particulars of that moment (the state, the limit). */
    reasonText: text('reason_text'),
    note: text('note'),
    /** Hundredths of SC credited. */
    amount: bigint('amount', { mode: 'number' }),
    operationId: bigint('operation_id', { mode: 'number' }).references(() => walletOperations.id),
    enteredByStaffId: integer('entered_by_staff_id')
      .notNull()
      .references(() => staffMembers.id),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('amoe_cards_code_use_key')
      .on(t.codeId)
      .where(sql`${t.reason} is null or ${t.reason} <> 'CODE_ALREADY_USED'`),
    check(
      'amoe_cards_credited_whole',
      sql`(${t.status} = 'CREDITED') = (${t.reason} is null) and (${t.status} = 'CREDITED') = (${t.operationId} is not null) and (${t.status} = 'CREDITED') = (${t.amount} is not null)`,
    ),
    check('amoe_cards_amount_positive', sql`${t.amount} is null or ${t.amount} > 0`),
    check('amoe_cards_credited_checked', sql`${t.status} <> 'CREDITED' or ${t.checksPassed}`),
    index('amoe_cards_entered_idx').on(t.enteredAt, t.id),
    index('amoe_cards_status_idx').on(t.status, t.enteredAt),
    index('amoe_cards_user_received_idx').on(t.userId, t.receivedOn),
  ],
);
