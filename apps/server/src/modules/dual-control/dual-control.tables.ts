import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { staffMembers } from '../staff/staff.tables';

/**
 * A proposed change of a money control that loosens it (decision 058): it waits here for a second
 * admin. `payload` is what the kind's handler applies; `summary` is how people read it.
 */
export const controlChanges = pgTable(
  'control_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    summary: text('summary').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['PENDING', 'APPLIED', 'REJECTED'] }).notNull(),
    proposedByStaffId: integer('proposed_by_staff_id')
      .notNull()
      .references(() => staffMembers.id),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull().defaultNow(),
    decidedByStaffId: integer('decided_by_staff_id').references(() => staffMembers.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
  },
  (t) => [
    index('control_changes_status_idx').on(t.status, t.id),
    check(
      'control_changes_decided_whole',
      sql`(${t.status} = 'PENDING') = (${t.decidedAt} is null)`,
    ),
  ],
);
