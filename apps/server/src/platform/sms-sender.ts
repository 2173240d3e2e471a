import type { DbOrTx } from '../db/database';
import { outboxMessages } from '../db/platform.tables';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/** The built-in SMS channel: the outbox, shown in the dev mailbox. A real provider adapter replaces it by env. */
export function createOutboxSmsSender(db: DbOrTx): SmsSender {
  return {
    async send(to, text) {
      await db.insert(outboxMessages).values({ channel: 'sms', recipient: to, bodyText: text });
    },
  };
}
