import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { outboxMessages } from '../db/platform.tables';

export type OutboxMessage = typeof outboxMessages.$inferSelect;
export type NewOutboxMessage = Pick<
  typeof outboxMessages.$inferInsert,
  'channel' | 'recipient' | 'subject' | 'bodyText' | 'bodyHtml'
>;

export function listOutbox(db: DbOrTx, options: { recipient?: string; limit: number }) {
  const query = db.select().from(outboxMessages);
  const filtered = options.recipient
    ? query.where(eq(outboxMessages.recipient, options.recipient))
    : query;
  return filtered.orderBy(desc(outboxMessages.id)).limit(options.limit);
}

export async function insertOutboxMessage(db: DbOrTx, message: NewOutboxMessage) {
  const [row] = await db.insert(outboxMessages).values(message).returning();
  if (!row) throw new Error('the outbox refused a message');
  return row;
}

export async function findOutboxMessage(db: DbOrTx, id: number) {
  const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id));
  return row;
}

export async function markMessageDelivered(db: DbOrTx, id: number, at: Date) {
  await db
    .update(outboxMessages)
    .set({ deliveredAt: at, error: null })
    .where(eq(outboxMessages.id, id));
}

export async function markMessageFailed(db: DbOrTx, id: number, error: string) {
  await db.update(outboxMessages).set({ error }).where(eq(outboxMessages.id, id));
}
