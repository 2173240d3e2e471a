import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const BONUS_SETTING_KEYS = ['welcome', 'daily', 'referral'] as const;
export type BonusSettingKey = (typeof BONUS_SETTING_KEYS)[number];

/** Amounts of the welcome, daily and referral bonuses, in hundredths; staff change them. */
export const bonusSettings = pgTable(
  'bonus_settings',
  {
    key: text('key').$type<BonusSettingKey>().primaryKey(),
    gcAmount: bigint('gc_amount', { mode: 'number' }).notNull(),
    scAmount: bigint('sc_amount', { mode: 'number' }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Referral only: bonuses one referrer may earn per US Eastern month (decision 034). */
    monthlyCap: integer('monthly_cap'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('bonus_settings_amounts_check', sql`${t.gcAmount} >= 0 and ${t.scAmount} >= 0`),
    check('bonus_settings_monthly_cap_check', sql`${t.monthlyCap} is null or ${t.monthlyCap} >= 0`),
  ],
);

/**
 * The prize segments of the spin wheel, drawn clockwise from position 0.
 * weight decides the odds on the server: P(segment) = weight / sum of active weights.
 */
export const spinWheelSegments = pgTable(
  'spin_wheel_segments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    position: integer('position').notNull().unique(),
    gc: bigint('gc', { mode: 'number' }).notNull(),
    sc: bigint('sc', { mode: 'number' }).notNull(),
    weight: integer('weight').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('spin_wheel_segments_position_check', sql`${t.position} >= 0`),
    check(
      'spin_wheel_segments_prize_check',
      sql`${t.gc} >= 0 and ${t.sc} >= 0 and ${t.gc} + ${t.sc} > 0`,
    ),
    check('spin_wheel_segments_weight_check', sql`${t.weight} > 0`),
  ],
);
