import type { Db } from '../db/database';
import { inTransaction, type UnitOfWork } from '../db/unit-of-work';
import type { JobQueue } from './job-queue';
import {
  findOutboxMessage,
  insertOutboxMessage,
  markMessageDelivered,
  markMessageFailed,
  type NewOutboxMessage,
  type OutboxMessage,
} from './outbox.repository';

/** One job per email or SMS to hand to its transport, retried with back-off. */
export const DELIVER_MESSAGE_QUEUE = 'outbox-deliver-message';

/** Hands one outbox message to the outside world (an SMTP server, an SMS provider). */
export interface MessageTransport {
  deliver(message: OutboxMessage): Promise<void>;
}

export type MessageChannel = OutboxMessage['channel'];

const ERROR_TEXT_MAX = 500;

/**
 * Every email and SMS is written to the outbox (decision 005). A channel with a
 * transport also gets a delivery job in the same transaction; without one (no
 * SMTP_URL, no SMS provider) the row is the delivery, read by the dev mailbox.
 * A failed hand-over is recorded on the row and retried: 10 s, then about
 * doubling, eight times (40 to 85 minutes in all).
 */
export function createMessageOutbox(deps: {
  db: Db;
  jobs: JobQueue;
  transports: Partial<Record<MessageChannel, MessageTransport>>;
}) {
  const { db, jobs, transports } = deps;

  async function deliver(messageId: number) {
    const message = await findOutboxMessage(db, messageId);
    if (!message || message.deliveredAt) return;
    const transport = transports[message.channel];
    if (!transport) throw new Error(`no transport for ${message.channel}`);
    try {
      await transport.deliver(message);
    } catch (error) {
      const text = (error instanceof Error ? error.message : String(error)).slice(
        0,
        ERROR_TEXT_MAX,
      );
      await markMessageFailed(db, messageId, text);
      throw error;
    }
    await markMessageDelivered(db, messageId, new Date());
  }

  jobs.define<{ messageId: number }>(DELIVER_MESSAGE_QUEUE, (data) => deliver(data.messageId), {
    retryLimit: 8,
    retryDelaySeconds: 10,
    retryBackoff: true,
    expireInSeconds: 120,
  });

  return {
    /**
     * Writes the message; a channel with a transport gets its delivery job once this commits.
     * With `uow` the message commits (or not) with the caller's transaction.
     */
    async write(message: NewOutboxMessage, within?: UnitOfWork): Promise<void> {
      const writeIn = async (uow: UnitOfWork) => {
        const row = await insertOutboxMessage(uow.tx, message);
        if (!transports[message.channel]) return;
        await jobs.send(DELIVER_MESSAGE_QUEUE, { messageId: row.id }, { uow, key: String(row.id) });
      };
      if (within) await writeIn(within);
      else await inTransaction(db, writeIn);
    },
  };
}

export type MessageOutbox = ReturnType<typeof createMessageOutbox>;
