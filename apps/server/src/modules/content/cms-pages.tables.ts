import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { TLocalizedText } from '@app/contracts/content';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';
import { cmsPages } from './content.tables';

/**
 * Every version of a content page (decision 060). The newest version is the live one, copied
 * into cms_pages for the player's read; a rollback is a new version restoring an earlier text.
 * `content` is the sanitized HTML, `markdown` what staff typed (the seeded text is HTML, which
 * Markdown keeps as it is).
 */
export const cmsPageVersions = pgTable(
  'cms_page_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cmsId: integer('cms_id')
      .notNull()
      .references(() => cmsPages.cmsId),
    version: integer('version').notNull(),
    title: jsonb('title').$type<TLocalizedText>().notNull(),
    content: jsonb('content').$type<TLocalizedText>().notNull(),
    markdown: text('markdown').notNull(),
    changeNote: text('change_note').notNull(),
    /** What changed against the version before, in words. */
    summary: text('summary').notNull(),
    /** Players must accept this version again (consent pages only). */
    isMaterial: boolean('is_material').notNull().default(false),
    restoredFrom: integer('restored_from'),
    /** Null for the seeded text. */
    staffId: integer('staff_id').references(() => staffMembers.id),
    /** The member's email as it was when they saved (the history shows it). */
    staffEmail: text('staff_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cms_page_versions_cms_id_version_unique').on(t.cmsId, t.version),
    index('cms_page_versions_material_idx').on(t.cmsId, t.isMaterial, t.version),
  ],
);

/**
 * Each player's acceptance of a consent page's version, with its time: at sign-up, and after a
 * material change. A row is never changed or removed (the record of consent).
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    slug: text('slug').notNull(),
    version: integer('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug, t.version] })],
);
