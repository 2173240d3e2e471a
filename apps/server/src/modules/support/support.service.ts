import { randomInt } from 'node:crypto';
import type { UploadFileType } from '@app/contracts/document-upload';
import { DOCUMENT_FILE_MESSAGE } from '@app/contracts/document-upload';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TOO_LARGE_MESSAGE,
  SUPPORT_MESSAGES,
  SUPPORT_TICKET_ALPHABET,
  ZContactFields,
  type TContactResult,
  type TPlayerSupportTicket,
  type TSupportInboxPage,
  type TSupportInboxQuery,
  type TSupportStaffMessageRequest,
  type TSupportStaffRef,
  type TSupportTicketDetail,
} from '@app/contracts/support';
import { ZEmail } from '@app/contracts/user-validation';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mailer';
import type { RateLimiter } from '../../platform/rate-limiter';
import { decodeUpload, type DecodedUpload } from '../../platform/upload-decoding';
import type { AuditService, StaffActor } from '../audit/audit.service';
import { replyEmail, ticketReceivedEmail } from './support-emails';
import type { SupportFiles } from './support-files';
import * as repo from './support.repository';

const MINUTE = 60_000;
/** Contact Us against spam: per address (IP) and per sender (account or email). */
const CONTACT_IP_RULE = { max: 30, windowMs: 60 * MINUTE };
const CONTACT_SENDER_RULE = { max: 5, windowMs: 15 * MINUTE };
const PLAYER_REPLY_RULE = { max: 20, windowMs: 15 * MINUTE };
/** Tickets the account page lists. */
const PLAYER_TICKETS = 50;
const FILE_NAME_MAX = 200;

/** What the Contact Us route read from the multipart body (fields as text, the file if any). */
export interface ContactInput {
  fields: Record<string, unknown>;
  file?: { fileName: string; claimed: UploadFileType | null; bytes: Buffer; tooLarge: boolean };
}

/** A player's account as support reads it (the users module's). */
export interface SupportPlayer {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

export interface SupportPorts {
  player: (userId: number) => Promise<SupportPlayer | undefined>;
  /** Active members whose role works the inbox (permission support.tickets). */
  team: () => Promise<TSupportStaffRef[]>;
  /** Any member by id (a former member's name still shows on their replies). */
  staffRef: (staffId: number) => Promise<TSupportStaffRef | undefined>;
}

/** 'GS-7KQ4-M2XD' from node:crypto. */
export function newTicketNumber(): string {
  const chars = Array.from(
    { length: 8 },
    () => SUPPORT_TICKET_ALPHABET[randomInt(SUPPORT_TICKET_ALPHABET.length)],
  ).join('');
  return `GS-${chars.slice(0, 4)}-${chars.slice(4)}`;
}

/** A file name as staff see it: no folders, no control characters, not too long. */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'attachment').slice(0, FILE_NAME_MAX);
}

const invalid = (message: string | undefined, field: string) =>
  new AppError('ValidationError', message, { field });

/**
 * Contact Us and the support inbox (decision 061). A ticket is written with its first message,
 * its attachment and the player's email copy in one transaction; every staff view of a ticket is
 * audited as personal data, every staff change with before and after.
 */
export function createSupportService(
  deps: {
    db: Db;
    mailer: Mailer;
    audit: AuditService;
    limiter: RateLimiter;
    files: SupportFiles;
    siteUrl: string;
  } & SupportPorts,
) {
  const { db, mailer, audit, limiter, files } = deps;

  /** The form's fields, checked in the order they are shown; a visitor's email is required. */
  async function readContact(userId: number | null, input: ContactInput) {
    const parsed = ZContactFields.safeParse(input.fields);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw invalid(issue?.message, String(issue?.path[0] ?? 'message'));
    }
    const fields = parsed.data;
    let sender: { email: string; player: SupportPlayer | null };
    if (userId !== null) {
      const player = await deps.player(userId);
      if (!player) throw new AppError('Unauthorized');
      sender = { email: player.email, player };
    } else {
      const email = ZEmail.safeParse(fields.email ?? '');
      if (!email.success) throw invalid(email.error.issues[0]?.message, 'email');
      sender = { email: email.data, player: null };
    }
    let decoded: (DecodedUpload & { name: string }) | null = null;
    const file = input.file;
    if (file) {
      if (!file.claimed) throw invalid(DOCUMENT_FILE_MESSAGE, 'attachment');
      if (file.tooLarge || file.bytes.length > SUPPORT_ATTACHMENT_MAX_BYTES)
        throw invalid(SUPPORT_ATTACHMENT_TOO_LARGE_MESSAGE, 'attachment');
      const upload = await decodeUpload(file.bytes, file.claimed);
      if (!upload) throw invalid(DOCUMENT_FILE_MESSAGE, 'attachment');
      decoded = { ...upload, name: displayName(file.fileName) };
    }
    return { fields, sender, decoded };
  }

  async function staffRefs(ids: (number | null)[]) {
    const refs = new Map<number, TSupportStaffRef>();
    for (const id of new Set(ids))
      if (id !== null && !refs.has(id)) {
        const ref = await deps.staffRef(id);
        if (ref) refs.set(id, ref);
      }
    return refs;
  }

  const attachmentOf = (m: repo.SupportMessageRow) =>
    m.attachmentType && m.attachmentName
      ? { name: m.attachmentName, type: m.attachmentType }
      : null;

  function playerView(
    ticket: repo.SupportTicketRow,
    messages: repo.SupportMessageRow[],
  ): TPlayerSupportTicket {
    return {
      number: ticket.number,
      topic: ticket.topic,
      status: ticket.status,
      createdAt: ticket.createdAt.toISOString(),
      updatedAt: ticket.lastMessageAt.toISOString(),
      messages: messages
        .filter((m) => m.ticketId === ticket.id && m.kind !== 'note')
        .map((m) => ({
          id: m.id,
          from: m.kind === 'player' ? ('player' as const) : ('support' as const),
          body: m.body,
          attachment: attachmentOf(m),
          createdAt: m.createdAt.toISOString(),
        })),
    };
  }

  async function detailView(ticket: repo.SupportTicketRow): Promise<TSupportTicketDetail> {
    const messages = await repo.messagesOf(db, [ticket.id], true);
    const refs = await staffRefs([ticket.assignedStaffId, ...messages.map((m) => m.staffId)]);
    const player = ticket.userId === null ? undefined : await deps.player(ticket.userId);
    return {
      id: ticket.id,
      number: ticket.number,
      topic: ticket.topic,
      status: ticket.status,
      name: ticket.name,
      email: ticket.email,
      player: player ? { id: player.id, username: player.username } : null,
      assignee: ticket.assignedStaffId === null ? null : (refs.get(ticket.assignedStaffId) ?? null),
      createdAt: ticket.createdAt.toISOString(),
      closedAt: ticket.closedAt?.toISOString() ?? null,
      messages: messages.map((m) => ({
        id: m.id,
        kind: m.kind,
        body: m.body,
        author: m.staffId === null ? null : (refs.get(m.staffId) ?? null),
        attachment: attachmentOf(m),
        createdAt: m.createdAt.toISOString(),
      })),
    };
  }

  async function ticketOrNotFound(ticketId: number) {
    const ticket = await repo.ticketById(db, ticketId);
    if (!ticket) throw new AppError('NotFound', 'There is no ticket with this id.');
    return ticket;
  }

  const auditView = (ticket: repo.SupportTicketRow) => ({
    playerId: ticket.userId,
    target: `support-ticket:${ticket.id}`,
  });

  return {
    /**
     * POST /support/contact: refused with nothing written (no ticket, no file, no email) when a
     * field, the email or the attachment is not valid, or past the rate limits.
     */
    async contact(userId: number | null, ip: string, input: ContactInput): Promise<TContactResult> {
      const { fields, sender, decoded } = await readContact(userId, input);
      await limiter.consume('contact-ip', ip, CONTACT_IP_RULE);
      await limiter.consume(
        'contact-sender',
        sender.player ? `user:${sender.player.id}` : sender.email.toLowerCase(),
        CONTACT_SENDER_RULE,
      );
      const stored = decoded ? await files.save(decoded) : null;
      try {
        for (let attempt = 0; ; attempt += 1) {
          const number = newTicketNumber();
          try {
            await inTransaction(db, async (uow) => {
              const ticket = await repo.insertTicket(uow.tx, {
                number,
                userId: sender.player?.id ?? null,
                email: sender.email,
                name: fields.name,
                topic: fields.topic,
              });
              await repo.insertMessage(uow.tx, {
                ticketId: ticket.id,
                kind: 'player',
                body: fields.message,
                attachmentFile: stored,
                attachmentType: decoded?.type ?? null,
                attachmentName: decoded?.name ?? null,
              });
              await mailer.send(
                ticketReceivedEmail({
                  to: sender.email,
                  name: fields.name,
                  number,
                  topic: fields.topic,
                  message: fields.message,
                  siteUrl: deps.siteUrl,
                  isPlayer: sender.player !== null,
                }),
                uow,
              );
            });
            return { ticketNumber: number, message: SUPPORT_MESSAGES.sent };
          } catch (error) {
            // Two numbers meet about once in 6.5 * 10^11: draw another then.
            if (attempt < 3 && isUniqueViolation(error, 'support_tickets_number_key')) continue;
            throw error;
          }
        }
      } catch (error) {
        if (stored) await files.remove(stored);
        throw error;
      }
    },

    /** The player's own tickets with support's replies, newest activity first (never notes). */
    async playerTickets(userId: number): Promise<TPlayerSupportTicket[]> {
      const tickets = await repo.ticketsOfPlayer(db, userId, PLAYER_TICKETS);
      const messages = await repo.messagesOf(
        db,
        tickets.map((t) => t.id),
        false,
      );
      return tickets.map((ticket) => playerView(ticket, messages));
    },

    /** The player answers their own ticket: it is open again for support (a closed one refuses). */
    async playerReply(userId: number, number: string, message: string) {
      await limiter.consume('support-reply-user', String(userId), PLAYER_REPLY_RULE);
      const found = await repo.ticketOfPlayer(db, userId, number);
      if (!found) throw new AppError('NotFound', 'You have no ticket with this number.');
      return inTransaction(db, async ({ tx }) => {
        const ticket = await repo.lockTicket(tx, found.id);
        if (!ticket) throw new AppError('NotFound', 'You have no ticket with this number.');
        if (ticket.status === 'closed') throw new AppError('SupportTicketClosed');
        await repo.insertMessage(tx, { ticketId: ticket.id, kind: 'player', body: message });
        const updated = await repo.updateTicket(tx, ticket.id, {
          status: ticket.status === 'new' ? 'new' : 'open',
          lastFrom: 'player',
          lastMessageAt: new Date(),
        });
        return playerView(updated, await repo.messagesOf(tx, [ticket.id], false));
      });
    },

    /** The player's own attachment (another player's, or a visitor's, is not found). */
    async playerAttachment(userId: number, number: string, messageId: number) {
      const ticket = await repo.ticketOfPlayer(db, userId, number);
      const message = ticket ? await repo.messageById(db, ticket.id, messageId) : undefined;
      const bytes =
        message?.attachmentFile && message.kind !== 'note'
          ? await files.read(message.attachmentFile)
          : undefined;
      if (!message?.attachmentType || !bytes)
        throw new AppError('NotFound', 'There is no attachment of yours here.');
      return { type: message.attachmentType, bytes };
    },

    async inbox(actor: StaffActor, query: TSupportInboxQuery): Promise<TSupportInboxPage> {
      const { rows, count, counts } = await repo.inbox(db, query, actor.staffId);
      const refs = await staffRefs(rows.map((r) => r.assignedStaffId));
      const usernames = new Map<number, string>();
      for (const row of rows)
        if (row.userId !== null && !usernames.has(row.userId))
          usernames.set(row.userId, (await deps.player(row.userId))?.username ?? '');
      return {
        rows: rows.map((row) => ({
          id: row.id,
          number: row.number,
          topic: row.topic,
          status: row.status,
          username: row.userId === null ? null : (usernames.get(row.userId) ?? null),
          assignee: row.assignedStaffId === null ? null : (refs.get(row.assignedStaffId) ?? null),
          createdAt: row.createdAt.toISOString(),
          lastMessageAt: row.lastMessageAt.toISOString(),
          lastFrom: row.lastFrom,
        })),
        count,
        counts,
      };
    },

    team: () => deps.team(),

    /** A ticket with its name, email and thread: audited as a view of personal data. */
    async view(actor: StaffActor, ticketId: number): Promise<TSupportTicketDetail> {
      const ticket = await ticketOrNotFound(ticketId);
      await audit.record(db, actor, { action: 'support.ticket.view', ...auditView(ticket) });
      return detailView(ticket);
    },

    /** An attachment of a ticket (audited as a view of personal data). */
    async attachment(actor: StaffActor, ticketId: number, messageId: number) {
      const ticket = await ticketOrNotFound(ticketId);
      const message = await repo.messageById(db, ticket.id, messageId);
      const bytes = message?.attachmentFile ? await files.read(message.attachmentFile) : undefined;
      if (!message?.attachmentType || !bytes)
        throw new AppError('NotFound', 'This message has no attachment.');
      await audit.record(db, actor, {
        action: 'support.attachment.view',
        ...auditView(ticket),
        detail: { messageId },
      });
      return { type: message.attachmentType, bytes };
    },

    /** Assigns the ticket to a member of the support team, or to nobody; a new ticket opens. */
    async assign(
      actor: StaffActor,
      ticketId: number,
      staffId: number | null,
    ): Promise<TSupportTicketDetail> {
      await ticketOrNotFound(ticketId);
      if (staffId !== null && !(await deps.team()).some((m) => m.id === staffId))
        throw new AppError('SupportAssigneeInvalid');
      const updated = await inTransaction(db, async ({ tx }) => {
        const ticket = await repo.lockTicket(tx, ticketId);
        if (!ticket) throw new AppError('NotFound', 'There is no ticket with this id.');
        const row = await repo.updateTicket(tx, ticket.id, {
          assignedStaffId: staffId,
          status: ticket.status === 'new' && staffId !== null ? 'open' : ticket.status,
        });
        await audit.record(tx, actor, {
          action: 'support.ticket.assign',
          ...auditView(ticket),
          before: { assignedStaffId: ticket.assignedStaffId, status: ticket.status },
          after: { assignedStaffId: row.assignedStaffId, status: row.status },
        });
        return row;
      });
      return detailView(updated);
    },

    /**
     * A reply (emailed to the player; the ticket then waits for the player) or an internal note
     * (never shown or emailed to the player; a new ticket opens). A closed ticket refuses both:
     * reopen it first.
     */
    async addMessage(
      actor: StaffActor,
      ticketId: number,
      input: TSupportStaffMessageRequest,
    ): Promise<TSupportTicketDetail> {
      await ticketOrNotFound(ticketId);
      const updated = await inTransaction(db, async (uow) => {
        const { tx } = uow;
        const ticket = await repo.lockTicket(tx, ticketId);
        if (!ticket) throw new AppError('NotFound', 'There is no ticket with this id.');
        if (ticket.status === 'closed')
          throw new AppError('SupportTicketClosed', 'This ticket is closed: reopen it first.');
        const message = await repo.insertMessage(tx, {
          ticketId: ticket.id,
          kind: input.kind,
          staffId: actor.staffId,
          body: input.message,
        });
        const row =
          input.kind === 'reply'
            ? await repo.updateTicket(tx, ticket.id, {
                status: 'waiting',
                lastFrom: 'support',
                lastMessageAt: message.createdAt,
              })
            : await repo.updateTicket(tx, ticket.id, {
                status: ticket.status === 'new' ? 'open' : ticket.status,
              });
        if (input.kind === 'reply')
          await mailer.send(
            replyEmail({
              to: ticket.email,
              name: ticket.name,
              number: ticket.number,
              message: input.message,
              siteUrl: deps.siteUrl,
              isPlayer: ticket.userId !== null,
            }),
            uow,
          );
        await audit.record(tx, actor, {
          action: input.kind === 'reply' ? 'support.ticket.reply' : 'support.ticket.note',
          ...auditView(ticket),
          before: { status: ticket.status },
          after: { status: row.status },
          detail: { messageId: message.id },
        });
        return row;
      });
      return detailView(updated);
    },

    /** Closes the ticket, or reopens a closed one. */
    async setStatus(
      actor: StaffActor,
      ticketId: number,
      status: 'closed' | 'open',
    ): Promise<TSupportTicketDetail> {
      await ticketOrNotFound(ticketId);
      const updated = await inTransaction(db, async ({ tx }) => {
        const ticket = await repo.lockTicket(tx, ticketId);
        if (!ticket) throw new AppError('NotFound', 'There is no ticket with this id.');
        if ((status === 'closed') === (ticket.status === 'closed')) return ticket;
        const row = await repo.updateTicket(tx, ticket.id, {
          status,
          closedAt: status === 'closed' ? new Date() : null,
        });
        await audit.record(tx, actor, {
          action: status === 'closed' ? 'support.ticket.close' : 'support.ticket.reopen',
          ...auditView(ticket),
          before: { status: ticket.status },
          after: { status: row.status },
        });
        return row;
      });
      return detailView(updated);
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
