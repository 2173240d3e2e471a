import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { PROMOTION_CTA_KEYS, type TPromotionCtaKey } from '@app/contracts/promotions';

const keys = sql.raw(PROMOTION_CTA_KEYS.map((key) => `'${key}'`).join(', '));

/**
 * Promotions the promotions page lists (decision 059): art, words, terms, a call to action with a
 * redirect key, an optional window (startsAt inclusive, endsAt exclusive) and the editors' order.
 * isActive false: retired (kept for the audit log's sake, never shown).
 */
export const promotions = pgTable(
  'promotions',
  {
    promotionId: integer('promotion_id').primaryKey().generatedByDefaultAsIdentity(),
    title: text('title').notNull(),
    shortText: text('short_text').notNull(),
    terms: text('terms').notNull(),
    ctaText: text('cta_text').notNull(),
    ctaRedirection: text('cta_redirection').$type<TPromotionCtaKey>().notNull(),
    desktopImageUrl: text('desktop_image_url').notNull(),
    mobileImageUrl: text('mobile_image_url'),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promotions_cta_redirection_check', sql`${t.ctaRedirection} in (${keys})`),
    check(
      'promotions_schedule_check',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
    index('promotions_sort_order_idx').on(t.sortOrder),
  ],
);

export type PromotionRow = typeof promotions.$inferSelect;
