import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every staff action and every staff view of a player's personal data, with who, when, from
 * where, what and the values before and after. Append-only: a trigger refuses UPDATE and DELETE.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
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
    index('audit_log_at_idx').on(t.at),
    index('audit_log_staff_idx').on(t.staffId, t.at),
    index('audit_log_player_idx').on(t.playerId, t.at),
    index('audit_log_action_idx').on(t.action, t.at),
  ],
);
