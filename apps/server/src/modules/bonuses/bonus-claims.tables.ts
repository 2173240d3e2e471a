import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/** One row per bonus a player claimed; the unique indexes make a second claim impossible. */
export const bonusClaims = pgTable(
  'bonus_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['welcome', 'daily'] }).notNull(),
    /** The US Eastern calendar day of a daily claim; the sign-up day for the welcome bonus. */
    claimDay: date('claim_day', { mode: 'string' }).notNull(),
    gcAmount: bigint('gc_amount', { mode: 'number' }).notNull(),
    scAmount: bigint('sc_amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bonus_claims_welcome_once')
      .on(t.userId)
      .where(sql`${t.kind} = 'welcome'`),
    uniqueIndex('bonus_claims_daily_once_per_day')
      .on(t.userId, t.claimDay)
      .where(sql`${t.kind} = 'daily'`),
  ],
);
