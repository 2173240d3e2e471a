import { bigserial, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';

/** Notes staff write on a player (support and up); kept, never edited. */
export const playerNotes = pgTable(
  'player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    staffId: integer('staff_id').references(() => staffMembers.id),
    staffEmail: text('staff_email').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('player_notes_user_idx').on(t.userId, t.id)],
);
