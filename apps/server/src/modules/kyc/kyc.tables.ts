import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { TLocalizedText } from '@app/contracts/content';
import { IDENTITY_OUTCOMES, IDENTITY_WIDGET_STATUSES } from '@app/contracts/kyc';
import { users } from '../users/users.tables';

/** The document types a player uploads for KYC (SPEC §3 KYC label): one tab each. */
export const kycDocumentLabels = pgTable('kyc_document_labels', {
  documentLabelId: integer('document_label_id').primaryKey().generatedByDefaultAsIdentity(),
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  isRequired: boolean('is_required').notNull().default(true),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * The one row of KYC switches (id is always 1).
 * checks: KYC is enforced before play; isManualKyc: documents are reviewed by
 * an operator (else the identity widget decides); isGameAllow: play is allowed
 * while KYC is pending.
 */
export const kycSettings = pgTable(
  'kyc_settings',
  {
    id: integer('id').primaryKey().default(1),
    checks: boolean('checks').notNull().default(false),
    isManualKyc: boolean('is_manual_kyc').notNull().default(true),
    isGameAllow: boolean('is_game_allow').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('kyc_settings_single_row_check', sql`${t.id} = 1`)],
);

/**
 * Documents players uploaded for manual KYC. status: 0 pending, 1 verified, 2 declined,
 * 3 re-requested, 4 cancelled (SPEC §2). A player has at most one pending document per label.
 * The file lives outside the public uploads folder, named at random (`file_name`).
 */
export const kycDocuments = pgTable(
  'kyc_documents',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    documentLabelId: integer('document_label_id')
      .notNull()
      .references(() => kycDocumentLabels.documentLabelId),
    /** The name the player's file had (shown in the history); never a path. */
    documentName: text('document_name').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type', { enum: ['png', 'jpeg', 'pdf'] }).notNull(),
    status: smallint('status').notNull().default(0),
    reason: text('reason'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('kyc_documents_status_check', sql`${t.status} between 0 and 4`),
    uniqueIndex('kyc_documents_one_pending_key')
      .on(t.userId, t.documentLabelId)
      .where(sql`${t.status} = 0`),
    index('kyc_documents_user_idx').on(t.userId, t.documentLabelId, t.id),
    index('kyc_documents_status_idx').on(t.status, t.id),
  ],
);

/**
 * One identity-widget session per row (the merchant side of the identity provider): status is
 * null until the player finishes the widget, then REQUESTED, then the verdict's status.
 */
export const identityChecks = pgTable(
  'identity_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** Our reference at the provider. */
    referenceId: text('reference_id').notNull(),
    sessionId: text('session_id').notNull(),
    status: text('status', { enum: IDENTITY_WIDGET_STATUSES }),
    outcome: text('outcome', { enum: IDENTITY_OUTCOMES }),
    /** The provider event that carried the verdict (applied once). */
    verdictEventId: text('verdict_event_id'),
    reviewedBy: text('reviewed_by'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_checks_reference_key').on(t.referenceId),
    uniqueIndex('identity_checks_verdict_event_key').on(t.verdictEventId),
    index('identity_checks_user_idx').on(t.userId, t.id),
    index('identity_checks_status_idx').on(t.status, t.id),
  ],
);

/**
 * A player's SSN (W-9): AES-256-GCM ciphertext, a keyed blind index so one SSN belongs to one
 * account, and the last four digits for masked display. Never stored in clear (decision 029).
 */
export const userSsns = pgTable(
  'user_ssns',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    ciphertext: text('ciphertext').notNull(),
    blindIndex: text('blind_index').notNull(),
    last4: text('last4').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_ssns_blind_index_key').on(t.blindIndex),
    check('user_ssns_last4_check', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);
