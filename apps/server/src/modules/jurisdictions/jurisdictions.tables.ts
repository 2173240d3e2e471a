import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { states } from '../content/content.tables';

/**
 * Each state's sweepstakes rules (decision 050): play allowed or not and the minimum age, and a
 * change compliance scheduled for a later moment (the pending_* columns, all set or all null).
 * A pending change applies from its moment on without a job: readers compare the clock.
 */
export const jurisdictions = pgTable(
  'jurisdictions',
  {
    stateCode: text('state_code')
      .primaryKey()
      .references(() => states.code),
    sweepsAllowed: boolean('sweeps_allowed').notNull(),
    minAge: integer('min_age').notNull(),
    pendingSweepsAllowed: boolean('pending_sweeps_allowed'),
    pendingMinAge: integer('pending_min_age'),
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('jurisdictions_min_age', sql`${t.minAge} in (18, 19, 21)`),
    check(
      'jurisdictions_pending_whole',
      sql`(${t.pendingEffectiveAt} is null) = (${t.pendingSweepsAllowed} is null) and (${t.pendingEffectiveAt} is null) = (${t.pendingMinAge} is null)`,
    ),
  ],
);
