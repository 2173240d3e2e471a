import { z } from 'zod';
import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_TOO_LARGE_MESSAGE } from './kyc';
import { MAX_PAGE_LIMIT, zQueryId } from './query-params';
import { hasNoNulByte, NUL_BYTE_MESSAGE } from './text-input';
import { ZEmail } from './user-validation';

/**
 * The Contact Us form and the support inbox (decision 061). A player or a visitor writes to
 * support with a topic, a message and an optional attachment (the KYC uploads' types and size);
 * the ticket gets a number the player is emailed; support staff reply (emailed to the player) or
 * write internal notes (never shown or emailed to the player).
 */

export const SUPPORT_TOPICS = [
  'account',
  'purchases',
  'redemptions',
  'kyc',
  'games',
  'responsible-gaming',
  'other',
] as const;
export type TSupportTopic = (typeof SUPPORT_TOPICS)[number];

export const SUPPORT_TOPIC_LABELS: Record<TSupportTopic, string> = {
  account: 'My account',
  purchases: 'Purchases',
  redemptions: 'Redemptions',
  kyc: 'KYC / verification',
  games: 'Games',
  'responsible-gaming': 'Responsible gaming',
  other: 'Something else',
};

/**
 * new: nobody has worked it yet; open: support is on it or the player answered; waiting: support
 * replied and waits for the player; closed: done (support may reopen it).
 */
export const SUPPORT_STATUSES = ['new', 'open', 'waiting', 'closed'] as const;
export type TSupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_STATUS_LABELS: Record<TSupportStatus, string> = {
  new: 'New',
  open: 'Open',
  waiting: 'Waiting for player',
  closed: 'Closed',
};

export const SUPPORT_MESSAGE_MIN = 10;
export const SUPPORT_MESSAGE_MAX = 5000;
export const SUPPORT_NAME_MAX = 100;
/** The attachment: a PNG, JPEG, JPG or PDF of at most 5 MB, as a KYC document. */
export const SUPPORT_ATTACHMENT_MAX_BYTES = KYC_DOCUMENT_MAX_BYTES;
export const SUPPORT_ATTACHMENT_TOO_LARGE_MESSAGE = KYC_DOCUMENT_TOO_LARGE_MESSAGE;

export const SUPPORT_MESSAGES = {
  topic: 'Choose what your message is about',
  messageShort: `Please write at least ${SUPPORT_MESSAGE_MIN} characters`,
  messageLong: `A message has at most ${SUPPORT_MESSAGE_MAX} characters`,
  nameRequired: 'Please enter your name',
  nameLong: `A name has at most ${SUPPORT_NAME_MAX} characters`,
  sent: 'Thank you: your message was sent. We emailed you a copy with your ticket number.',
} as const;

/** 'GS-7KQ4-M2XD': the unambiguous capitals and digits of the free-entry codes. */
export const SUPPORT_TICKET_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const SUPPORT_TICKET_PATTERN = /^GS-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

const ZMessageText = z
  .string({ error: SUPPORT_MESSAGES.messageShort })
  .trim()
  .min(SUPPORT_MESSAGE_MIN, SUPPORT_MESSAGES.messageShort)
  .max(SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGES.messageLong)
  .refine(hasNoNulByte, NUL_BYTE_MESSAGE);

/**
 * The Contact Us form's text fields (multipart, read by the server itself). `email` is the
 * visitor's: a signed-in player's email is their account's and is not sent.
 */
export const ZContactFields = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: SUPPORT_MESSAGES.topic }),
  name: z
    .string({ error: SUPPORT_MESSAGES.nameRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.nameRequired)
    .max(SUPPORT_NAME_MAX, SUPPORT_MESSAGES.nameLong)
    .refine(hasNoNulByte, NUL_BYTE_MESSAGE),
  message: ZMessageText,
  email: ZEmail.optional(),
});
export type TContactFields = z.infer<typeof ZContactFields>;

export const ZContactResponse = z.object({
  data: z.object({ ticketNumber: z.string(), message: z.string() }),
});
export type TContactResult = z.infer<typeof ZContactResponse>['data'];

/** A reply, by the player or by staff, or an internal note. */
export const ZSupportReplyRequest = z.object({ message: ZMessageText });
export type TSupportReplyRequest = z.infer<typeof ZSupportReplyRequest>;

export const ZTicketNumberParam = z.object({
  ticketNumber: z
    .string()
    .trim()
    .toUpperCase()
    .regex(SUPPORT_TICKET_PATTERN, 'A ticket number reads like GS-7KQ4-M2XD.'),
});

const ZAttachment = z.object({ name: z.string(), type: z.enum(['png', 'jpeg', 'pdf']) }).nullable();

/** A message of a ticket as the player reads it: theirs and support's replies, never notes. */
export const ZPlayerSupportMessage = z.object({
  id: z.number().int(),
  from: z.enum(['player', 'support']),
  body: z.string(),
  attachment: ZAttachment,
  createdAt: z.string(),
});

export const ZPlayerSupportTicket = z.object({
  number: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  status: z.enum(SUPPORT_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  messages: z.array(ZPlayerSupportMessage),
});
export type TPlayerSupportTicket = z.infer<typeof ZPlayerSupportTicket>;

export const ZPlayerSupportTicketsResponse = z.object({
  data: z.object({ tickets: z.array(ZPlayerSupportTicket) }),
});
export const ZPlayerSupportTicketResponse = z.object({
  data: z.object({ ticket: ZPlayerSupportTicket }),
});

// The back office (permission support.tickets).

/** GET /admin/support/tickets: `assignee` is 'me', 'none' or a member's id. */
export const ZSupportInboxQuery = z.object({
  status: z.enum(SUPPORT_STATUSES).optional(),
  assignee: z
    .union([z.literal('me'), z.literal('none'), zQueryId('assignee')], {
      error: "assignee is 'me', 'none' or a member's id",
    })
    .optional(),
  topic: z.enum(SUPPORT_TOPICS).optional(),
  /** A ticket number, whole or in part. */
  q: z.string().trim().max(20).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
});
export type TSupportInboxQuery = z.infer<typeof ZSupportInboxQuery>;

const ZStaffRef = z.object({ id: z.number().int(), name: z.string(), email: z.string() });
export type TSupportStaffRef = z.infer<typeof ZStaffRef>;

/** A row of the inbox: no name, email or message text (those are read in the audited view). */
export const ZSupportInboxRow = z.object({
  id: z.number().int(),
  number: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  status: z.enum(SUPPORT_STATUSES),
  /** The player's username, null for a visitor. */
  username: z.string().nullable(),
  assignee: ZStaffRef.nullable(),
  createdAt: z.string(),
  lastMessageAt: z.string(),
  /** Who wrote last: a player message waits for support. */
  lastFrom: z.enum(['player', 'support']),
});
export type TSupportInboxRow = z.infer<typeof ZSupportInboxRow>;

export const ZSupportInboxResponse = z.object({
  data: z.object({
    rows: z.array(ZSupportInboxRow),
    count: z.number().int(),
    /** Tickets of each status, whatever the filters. */
    counts: z.object({
      new: z.number().int(),
      open: z.number().int(),
      waiting: z.number().int(),
      closed: z.number().int(),
    }),
  }),
});
export type TSupportInboxPage = z.infer<typeof ZSupportInboxResponse>['data'];

export const ZSupportTicketIdParam = z.object({
  ticketId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export const ZSupportAttachmentParam = ZSupportTicketIdParam.extend({
  messageId: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const ZStaffSupportMessage = z.object({
  id: z.number().int(),
  kind: z.enum(['player', 'reply', 'note']),
  body: z.string(),
  author: ZStaffRef.nullable(),
  attachment: ZAttachment,
  createdAt: z.string(),
});
export type TStaffSupportMessage = z.infer<typeof ZStaffSupportMessage>;

export const ZSupportTicketDetail = z.object({
  id: z.number().int(),
  number: z.string(),
  topic: z.enum(SUPPORT_TOPICS),
  status: z.enum(SUPPORT_STATUSES),
  name: z.string(),
  email: z.string(),
  player: z.object({ id: z.number().int(), username: z.string() }).nullable(),
  assignee: ZStaffRef.nullable(),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
  messages: z.array(ZStaffSupportMessage),
});
export type TSupportTicketDetail = z.infer<typeof ZSupportTicketDetail>;

export const ZSupportTicketDetailResponse = z.object({
  data: z.object({ ticket: ZSupportTicketDetail }),
});

/** POST /admin/support/tickets/:ticketId/messages: a reply (emailed) or an internal note. */
export const ZSupportStaffMessageRequest = z.object({
  kind: z.enum(['reply', 'note'], { error: "kind is 'reply' or 'note'" }),
  message: ZMessageText,
});
export type TSupportStaffMessageRequest = z.infer<typeof ZSupportStaffMessageRequest>;

/** POST /admin/support/tickets/:ticketId/assignee: a member of support, or null to unassign. */
export const ZSupportAssignRequest = z.object({
  staffId: z.number().int().min(1).max(2_147_483_647).nullable(),
});

/** POST /admin/support/tickets/:ticketId/status: close, or reopen a closed ticket. */
export const ZSupportStatusRequest = z.object({
  status: z.enum(['closed', 'open'], { error: "status is 'closed' or 'open'" }),
});

export const ZSupportTeamResponse = z.object({
  data: z.object({ members: z.array(ZStaffRef) }),
});
