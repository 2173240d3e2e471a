import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, type SQL } from 'drizzle-orm';
import type { TSupportInboxQuery, TSupportStatus } from '@app/contracts/support';
import type { DbOrTx } from '../../db/database';
import { supportMessages, supportTickets } from './support.tables';

export type SupportTicketRow = typeof supportTickets.$inferSelect;
export type SupportMessageRow = typeof supportMessages.$inferSelect;
export type NewSupportTicket = typeof supportTickets.$inferInsert;
export type NewSupportMessage = typeof supportMessages.$inferInsert;

export async function insertTicket(db: DbOrTx, values: NewSupportTicket) {
  const [row] = await db.insert(supportTickets).values(values).returning();
  if (!row) throw new Error('support ticket insert returned nothing');
  return row;
}

export async function insertMessage(db: DbOrTx, values: NewSupportMessage) {
  const [row] = await db.insert(supportMessages).values(values).returning();
  if (!row) throw new Error('support message insert returned nothing');
  return row;
}

export async function ticketById(db: DbOrTx, id: number): Promise<SupportTicketRow | undefined> {
  const [row] = await db.select().from(supportTickets).where(eq(supportTickets.id, id));
  return row;
}

/** The ticket locked for its change (a reply, an assignment, a close), one writer at a time. */
export async function lockTicket(db: DbOrTx, id: number): Promise<SupportTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.id, id))
    .for('update');
  return row;
}

export async function ticketOfPlayer(
  db: DbOrTx,
  userId: number,
  number: string,
): Promise<SupportTicketRow | undefined> {
  const [row] = await db
    .select()
    .from(supportTickets)
    .where(and(eq(supportTickets.userId, userId), eq(supportTickets.number, number)));
  return row;
}

export function ticketsOfPlayer(db: DbOrTx, userId: number, limit: number) {
  return db
    .select()
    .from(supportTickets)
    .where(eq(supportTickets.userId, userId))
    .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
    .limit(limit);
}

/** The messages of tickets, oldest first; `withNotes` false leaves internal notes out. */
export function messagesOf(db: DbOrTx, ticketIds: number[], withNotes: boolean) {
  if (ticketIds.length === 0) return Promise.resolve([] as SupportMessageRow[]);
  const filters: SQL[] = [inArray(supportMessages.ticketId, ticketIds)];
  if (!withNotes) filters.push(ne(supportMessages.kind, 'note'));
  return db
    .select()
    .from(supportMessages)
    .where(and(...filters))
    .orderBy(asc(supportMessages.id));
}

export async function messageById(db: DbOrTx, ticketId: number, messageId: number) {
  const [row] = await db
    .select()
    .from(supportMessages)
    .where(and(eq(supportMessages.ticketId, ticketId), eq(supportMessages.id, messageId)));
  return row;
}

export async function updateTicket(
  db: DbOrTx,
  id: number,
  values: Partial<Omit<NewSupportTicket, 'id' | 'number'>>,
) {
  const [row] = await db
    .update(supportTickets)
    .set(values)
    .where(eq(supportTickets.id, id))
    .returning();
  if (!row) throw new Error(`support ticket ${id} vanished`);
  return row;
}

/** A page of the inbox (oldest activity last), with the count of each status. */
export async function inbox(db: DbOrTx, query: TSupportInboxQuery, staffId: number) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(supportTickets.status, query.status));
  if (query.topic) filters.push(eq(supportTickets.topic, query.topic));
  if (query.assignee === 'none') filters.push(isNull(supportTickets.assignedStaffId));
  else if (query.assignee === 'me') filters.push(eq(supportTickets.assignedStaffId, staffId));
  else if (typeof query.assignee === 'number')
    filters.push(eq(supportTickets.assignedStaffId, query.assignee));
  if (query.q) {
    const escaped = query.q.toUpperCase().replace(/[\\%_]/g, (c) => `\\${c}`);
    filters.push(ilike(supportTickets.number, `%${escaped}%`));
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [total], byStatus] = await Promise.all([
    db
      .select()
      .from(supportTickets)
      .where(where)
      .orderBy(desc(supportTickets.lastMessageAt), desc(supportTickets.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ n: count() }).from(supportTickets).where(where),
    db
      .select({ status: supportTickets.status, n: count() })
      .from(supportTickets)
      .groupBy(supportTickets.status),
  ]);
  const counts: Record<TSupportStatus, number> = { new: 0, open: 0, waiting: 0, closed: 0 };
  for (const { status, n } of byStatus) counts[status] = n;
  return { rows, count: total?.n ?? 0, counts };
}
