import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { SUPPORT_STATUSES, SUPPORT_TOPICS } from '@app/contracts/support';
import { staffMembers } from '../staff/staff.tables';
import { users } from '../users/users.tables';

/**
 * Support tickets (decision 061): one per Contact Us message, by a signed-in player (user_id) or a
 * visitor (user_id null, the email they gave). `number` is what the player is told ('GS-7KQ4-M2XD').
 */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    number: text('number').notNull(),
    userId: integer('user_id').references(() => users.id),
    /** The account's email for a player, the one the visitor gave otherwise: replies go there. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    topic: text('topic', { enum: SUPPORT_TOPICS }).notNull(),
    status: text('status', { enum: SUPPORT_STATUSES }).notNull().default('new'),
    assignedStaffId: integer('assigned_staff_id').references(() => staffMembers.id),
    /** Who wrote the last message the player sees: 'player' waits for support. */
    lastFrom: text('last_from', { enum: ['player', 'support'] })
      .notNull()
      .default('player'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('support_tickets_number_key').on(t.number),
    check('support_tickets_closed_at', sql`(${t.status} = 'closed') = (${t.closedAt} is not null)`),
    index('support_tickets_status_idx').on(t.status, t.lastMessageAt),
    index('support_tickets_user_idx').on(t.userId, t.createdAt),
    index('support_tickets_assignee_idx').on(t.assignedStaffId, t.status),
  ],
);

/**
 * A ticket's thread: the player's messages, staff replies (emailed to the player) and internal
 * notes (staff only). A staff message names its author; a player's has none. An attachment (the
 * first message's) is stored encrypted under a random name in the support attachments folder.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: bigint('ticket_id', { mode: 'number' })
      .notNull()
      .references(() => supportTickets.id),
    kind: text('kind', { enum: ['player', 'reply', 'note'] }).notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id),
    body: text('body').notNull(),
    /** The stored file's random name, its decoded type and the name the player gave it. */
    attachmentFile: text('attachment_file'),
    attachmentType: text('attachment_type', { enum: ['png', 'jpeg', 'pdf'] }),
    attachmentName: text('attachment_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('support_messages_author', sql`(${t.kind} = 'player') = (${t.staffId} is null)`),
    check(
      'support_messages_attachment_whole',
      sql`(${t.attachmentFile} is null) = (${t.attachmentType} is null) and (${t.attachmentFile} is null) = (${t.attachmentName} is null)`,
    ),
    index('support_messages_ticket_idx').on(t.ticketId, t.id),
  ],
);
