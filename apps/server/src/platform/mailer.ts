import nodemailer from 'nodemailer';
import type { UnitOfWork } from '../db/unit-of-work';
import type { MessageOutbox, MessageTransport } from './message-outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * 'marketing' for promotions: not written at all to a recipient the suppression answers true
   * for (on a break, self-excluded, closed; decision 038). Account and money emails are
   * 'transactional' (the default) and always sent.
   */
  category?: 'transactional' | 'marketing';
}

export interface Mailer {
  /** With `uow` the email is written in the caller's transaction and sent only if it commits. */
  send(message: EmailMessage, uow?: UnitOfWork): Promise<void>;
}

/** Emails go through the outbox: sent by SMTP from a job when SMTP_URL is set, else read in the dev mailbox. */
export function createMailer(
  outbox: MessageOutbox,
  options: { marketingSuppressed?: (email: string) => Promise<boolean> } = {},
): Mailer {
  return {
    send: async (message, uow) => {
      if (message.category === 'marketing' && (await options.marketingSuppressed?.(message.to)))
        return;
      await outbox.write(
        {
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          bodyText: message.text,
          bodyHtml: message.html,
        },
        uow,
      );
    },
  };
}

/** The SMTP transport of SMTP_URL (nodemailer), used by the outbox's delivery jobs. */
export function createSmtpTransport(smtpUrl: string, from: string): MessageTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async deliver(message) {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject ?? '',
        text: message.bodyText,
        ...(message.bodyHtml ? { html: message.bodyHtml } : {}),
      });
    },
  };
}
