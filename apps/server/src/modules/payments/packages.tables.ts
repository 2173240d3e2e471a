import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Coin packages sold in the store (SPEC §3 Package). amount is the USD price in
 * cents; gcCoin and scCoin are hundredths of a coin.
 *
 * - firstPurchaseApplicable: the first-purchase bonus applies when this is the
 *   player's first purchase.
 * - welcomePurchaseBonusApplicable: a welcome offer, sold only during the first
 *   welcomePurchaseBonusApplicableMinutes after sign-up.
 * - oneTimePurchaseBonusApplicable: each player can buy it once.
 * - validTill: the offer disappears from the store after this instant (null: no end).
 */
export const packages = pgTable(
  'packages',
  {
    packageId: integer('package_id').primaryKey().generatedByDefaultAsIdentity(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    gcCoin: bigint('gc_coin', { mode: 'number' }).notNull(),
    scCoin: bigint('sc_coin', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('USD'),
    firstPurchaseApplicable: boolean('first_purchase_applicable').notNull().default(false),
    welcomePurchaseBonusApplicable: boolean('welcome_purchase_bonus_applicable')
      .notNull()
      .default(false),
    welcomePurchaseBonusApplicableMinutes: integer('welcome_purchase_bonus_applicable_minutes'),
    oneTimePurchaseBonusApplicable: boolean('one_time_purchase_bonus_applicable')
      .notNull()
      .default(false),
    validTill: timestamp('valid_till', { withTimezone: true }),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    imageUrl: text('image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('packages_amount_check', sql`${t.amount} > 0`),
    check('packages_coins_check', sql`${t.gcCoin} >= 0 and ${t.scCoin} >= 0`),
    check(
      'packages_welcome_minutes_check',
      sql`not ${t.welcomePurchaseBonusApplicable} or ${t.welcomePurchaseBonusApplicableMinutes} > 0`,
    ),
  ],
);
