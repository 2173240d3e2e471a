import nodemailer from 'nodemailer';
import type { UnitOfWork } from '../db/unit-of-work';
import type { MessageOutbox, MessageTransport } from './message-outbox';

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** With `uow` the email is written in the caller's transaction and sent only if it commits. */
  send(message: EmailMessage, uow?: UnitOfWork): Promise<void>;
}

/** Emails go through the outbox: sent by SMTP from a job when SMTP_URL is set, else read in the dev mailbox. */
export function createMailer(outbox: MessageOutbox): Mailer {
  return {
    send: (message, uow) =>
      outbox.write(
        {
          channel: 'email',
          recipient: message.to,
          subject: message.subject,
          bodyText: message.text,
          bodyHtml: message.html,
        },
        uow,
      ),
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
