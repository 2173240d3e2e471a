import type { MessageOutbox } from './message-outbox';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

/**
 * SMS goes through the outbox, shown in the dev mailbox. A provider adapter is a
 * MessageTransport for the 'sms' channel: the outbox then delivers by job.
 */
export function createOutboxSmsSender(outbox: MessageOutbox): SmsSender {
  return {
    send: (to, text) => outbox.write({ channel: 'sms', recipient: to, bodyText: text }),
  };
}
