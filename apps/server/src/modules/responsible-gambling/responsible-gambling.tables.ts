import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * A player's self-set purchase (deposit) limits in cents per US Eastern day,
 * rolling 7 days and rolling 30 days; null means no limit. A purchase that
 * would take the player over any of them is refused with limitCheck.message.
 */
export const responsibleGamblingLimits = pgTable(
  'responsible_gambling_limits',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    dailyPurchaseLimitCents: bigint('daily_purchase_limit_cents', { mode: 'number' }),
    weeklyPurchaseLimitCents: bigint('weekly_purchase_limit_cents', { mode: 'number' }),
    monthlyPurchaseLimitCents: bigint('monthly_purchase_limit_cents', { mode: 'number' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'responsible_gambling_limits_positive',
      sql`coalesce(${t.dailyPurchaseLimitCents}, 1) > 0 and coalesce(${t.weeklyPurchaseLimitCents}, 1) > 0 and coalesce(${t.monthlyPurchaseLimitCents}, 1) > 0`,
    ),
  ],
);
