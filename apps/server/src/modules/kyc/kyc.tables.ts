import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { TLocalizedText } from '@app/contracts/content';

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
