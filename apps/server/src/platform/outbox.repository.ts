import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/database';
import { outboxMessages } from '../db/platform.tables';

export function listOutbox(db: DbOrTx, options: { recipient?: string; limit: number }) {
  const query = db.select().from(outboxMessages);
  const filtered = options.recipient
    ? query.where(eq(outboxMessages.recipient, options.recipient))
    : query;
  return filtered.orderBy(desc(outboxMessages.id)).limit(options.limit);
}
