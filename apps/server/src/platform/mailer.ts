import nodemailer from 'nodemailer';
import type { DbOrTx } from '../db/database';
import { outboxMessages } from '../db/platform.tables';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>;
}

/**
 * Every email is written to the outbox (the dev mailbox reads it); with SMTP_URL
 * it is also handed to the SMTP server, and a failure is recorded, not thrown.
 */
export function createMailer(db: DbOrTx, options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : undefined;
  return {
    async send(message) {
      let deliveredAt: Date | null = null;
      let error: string | null = null;
      if (transport) {
        try {
          await transport.sendMail({ from: options.from, ...message });
          deliveredAt = new Date();
        } catch (cause) {
          error = cause instanceof Error ? cause.message : String(cause);
        }
      }
      await db.insert(outboxMessages).values({
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        bodyText: message.text,
        bodyHtml: message.html,
        deliveredAt,
        error,
      });
    },
  };
}
