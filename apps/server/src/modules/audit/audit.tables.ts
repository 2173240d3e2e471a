import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Every staff action and every staff view of a player's personal data, with who, when, from
 * where, what and the values before and after. Append-only: a trigger refuses UPDATE and DELETE.
 * Partitioned by year of `at` (migration 0049, decision 070): the key is (id, at), the years are
 * made ahead and dropped past the retention period by the audit-partitions job.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for a failed sign-in with an unknown email. */
    staffId: integer('staff_id'),
    staffEmail: text('staff_email').notNull(),
    ip: text('ip'),
    /** What was done: `staff.login`, `player.view`, `player.restrict`, `adjustment.approve`, … */
    action: text('action').notNull(),
    /** The player concerned, if any (for the player's audit tab and search). */
    playerId: integer('player_id'),
    /** What else it concerned: `game:7`, `package:3`, `adjustment:12`, … */
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
    detail: jsonb('detail'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.at] }),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_player_idx').on(t.playerId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
