import { z } from 'zod';
import { parseCalendarDate } from './dates';
import { MAX_PAGE_LIMIT, zQueryId } from './query-params';

/**
 * Free entry by mail, the alternative method of entry (AMOE) of the sweepstakes (decision 052).
 * A signed-in player asks for a request code (at most one a day); they write it on a handwritten
 * card with their details and the statement below and mail it; compliance staff enter each card
 * received, and a valid one credits the set Sweeps Coins once, as unplayed SC like any other.
 * Amounts are integer hundredths of a coin.
 */

/** The code's letters: digits and capitals without 0, 1, I, L, O and U, which read alike by hand. */
export const AMOE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
/** Characters of a code after its 'AMOE-' prefix (two groups of four). */
export const AMOE_CODE_LENGTH = 8;
/** 'AMOE-7KQ4-M2XD' */
export const AMOE_CODE_PATTERN = /^AMOE-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/;

/**
 * The code as the server keeps it, from what a person typed off a card: any case, spaces and
 * dashes, with or without the 'AMOE' prefix ('amoe 7kq4 m2xd' → 'AMOE-7KQ4-M2XD'). Null when
 * it cannot be one.
 */
export function normalizeAmoeCode(typed: string): string | null {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  const body = compact.startsWith('AMOE') ? compact.slice(4) : compact;
  const code = `AMOE-${body.slice(0, 4)}-${body.slice(4)}`;
  return AMOE_CODE_PATTERN.test(code) ? code : null;
}

/** The statement the card must carry, in the participant's own hand (decision 052). */
export const amoeStatement = (siteName: string): string =>
  `I wish to receive Sweeps Coins to participate in the sweepstakes promotions offered by ${siteName}. By submitting this request, I hereby declare that I have read, understood and agree to be bound by the Official Rules.`;

/** Where the cards go: the Sponsor's address, with the department that opens them. */
export const AMOE_MAILING_ADDRESS = [
  'Golden Sweeps Entertainment, LLC',
  'Attn: Sweepstakes Department, Free Entry Requests',
  '401 Commerce Way, Suite 300',
  'Wilmington, DE 19801',
] as const;

/** Card sizes accepted (inches), unfolded. */
export const AMOE_CARD_SIZES = ['3" x 5"', '4" x 6"'] as const;

/** Business days within which a card is entered after it is received. */
export const AMOE_PROCESSING_BUSINESS_DAYS = 10;

/** What a free-entry code's card has come to, as the player sees it. */
export const AMOE_CODE_STATUSES = ['WAITING', 'CREDITED', 'REFUSED', 'EXPIRED'] as const;
export type TAmoeCodeStatus = (typeof AMOE_CODE_STATUSES)[number];

/** The checks a staff member makes on the card itself; a card failing one is refused with it. */
export const AMOE_CHECK_FAILURES = [
  'NOT_HANDWRITTEN',
  'CARD_SIZE',
  'ENVELOPE',
  'DETAILS_MISSING',
  'DETAILS_MISMATCH',
  'STATEMENT_MISSING',
  'POSTMARK',
  'OTHER',
] as const;
export type TAmoeCheckFailure = (typeof AMOE_CHECK_FAILURES)[number];

/** Refusals the server finds itself, whatever the card looks like. */
export const AMOE_SYSTEM_REFUSALS = [
  'CODE_ALREADY_USED',
  'CODE_EXPIRED',
  'ACCOUNT_CLOSED',
  'ACCOUNT_EXCLUDED',
  'ACCOUNT_RESTRICTED',
  'RESTRICTED_STATE',
  'POSTMARK_RESTRICTED_STATE',
  'OVER_MONTHLY_LIMIT',
] as const;

export const AMOE_REFUSAL_REASONS = [...AMOE_CHECK_FAILURES, ...AMOE_SYSTEM_REFUSALS] as const;
export type TAmoeRefusalReason = (typeof AMOE_REFUSAL_REASONS)[number];

/** Each refusal as staff and the player read it (the card's own sentence adds the particulars). */
export const AMOE_REFUSAL_LABELS: Record<TAmoeRefusalReason, string> = {
  NOT_HANDWRITTEN: 'Not handwritten (printed, typed or mechanically reproduced)',
  CARD_SIZE: 'The card is not 3" x 5" or 4" x 6"',
  ENVELOPE: 'Not in its own envelope, or more than one card in the envelope',
  DETAILS_MISSING: 'The code, legal name, address or email is missing or illegible',
  DETAILS_MISMATCH: 'The name, address or email does not match the account',
  STATEMENT_MISSING: 'The statement is missing, altered or not handwritten',
  POSTMARK: 'No legible postmark, or posted from outside the United States',
  OTHER: 'Other (see the note)',
  CODE_ALREADY_USED: 'The code was already used on an earlier card',
  CODE_EXPIRED: 'Received after the code expired',
  ACCOUNT_CLOSED: 'The account is suspended or closed',
  ACCOUNT_EXCLUDED: 'The account is on a break or self-excluded',
  ACCOUNT_RESTRICTED: 'The account is restricted',
  RESTRICTED_STATE: 'The account’s address is in a state where sweepstakes play is not offered',
  POSTMARK_RESTRICTED_STATE: 'Posted from a state where sweepstakes play is not offered',
  OVER_MONTHLY_LIMIT: 'Over the limit of credited cards for the month',
};

/** A two-letter postal code of the 50 states and DC, as postmarks name them. */
const ZPostalState = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Give the postmark’s state as its two-letter code, such as TX.');

/** A calendar day 'YYYY-MM-DD' that exists. */
const ZCalendarDay = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((text) => parseCalendarDate(text) !== null, message);

export const MAX_AMOE_NOTE = 500;

/**
 * POST /admin/amoe/cards: a card received by mail. A card whose checks passed needs the
 * postmark's state; one that failed them needs the failure, and OTHER needs a note.
 */
export const ZAmoeCardEntry = z
  .object({
    code: z
      .string({ error: 'Enter the code written on the card' })
      .trim()
      .min(1, 'Enter the code written on the card')
      .max(40, 'Enter the code written on the card')
      .transform((typed, ctx) => {
        const code = normalizeAmoeCode(typed);
        if (code === null) {
          ctx.addIssue({
            code: 'custom',
            message:
              'A code reads AMOE- and two groups of four letters and digits, such as AMOE-7KQ4-M2XD.',
          });
          return z.NEVER;
        }
        return code;
      }),
    receivedOn: ZCalendarDay('Enter the date the card was received (YYYY-MM-DD).'),
    postmarkState: ZPostalState.nullable().default(null),
    checksPassed: z.boolean({ error: 'Say whether the card passed every check' }),
    failure: z
      .enum(AMOE_CHECK_FAILURES, { error: 'Choose why the card fails' })
      .nullable()
      .default(null),
    note: z
      .string()
      .trim()
      .max(MAX_AMOE_NOTE, `A note has at most ${MAX_AMOE_NOTE} characters`)
      .default(''),
  })
  .superRefine((entry, ctx) => {
    if (entry.checksPassed && entry.postmarkState === null)
      ctx.addIssue({
        code: 'custom',
        path: ['postmarkState'],
        message: 'Give the postmark’s state as its two-letter code, such as TX.',
      });
    if (entry.checksPassed && entry.failure !== null)
      ctx.addIssue({
        code: 'custom',
        path: ['failure'],
        message: 'A card that passed every check has no failure.',
      });
    if (!entry.checksPassed && entry.failure === null)
      ctx.addIssue({ code: 'custom', path: ['failure'], message: 'Choose why the card fails' });
    if (entry.failure === 'OTHER' && entry.note === '')
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'Write what is wrong with the card in the note',
      });
  });
export type TAmoeCardEntry = z.infer<typeof ZAmoeCardEntry>;
export type TAmoeCardEntryInput = z.input<typeof ZAmoeCardEntry>;

export const AMOE_CARD_STATUSES = ['CREDITED', 'REFUSED'] as const;
export type TAmoeCardStatus = (typeof AMOE_CARD_STATUSES)[number];

/** A card as the queue shows it. */
export const ZAmoeCard = z.object({
  id: z.number().int(),
  code: z.string(),
  userId: z.number().int(),
  username: z.string(),
  receivedOn: z.string(),
  postmarkState: z.string().nullable(),
  checksPassed: z.boolean(),
  status: z.enum(AMOE_CARD_STATUSES),
  reason: z.enum(AMOE_REFUSAL_REASONS).nullable(),
  /** The refusal in a sentence with its particulars (the state, the limit); null when credited. */
  reasonText: z.string().nullable(),
  note: z.string().nullable(),
  /** Hundredths of SC credited; null when refused. */
  amount: z.number().int().nullable(),
  enteredBy: z.object({ id: z.number().int(), email: z.string() }),
  enteredAt: z.string(),
});
export type TAmoeCard = z.infer<typeof ZAmoeCard>;

export const ZAmoeCardResponse = z.object({ data: z.object({ card: ZAmoeCard }) });

/** GET /admin/amoe/cards: newest first; filter by status, by a code or by a player's id. */
export const ZAmoeCardListQuery = z.object({
  status: z.enum(AMOE_CARD_STATUSES).optional(),
  code: z
    .string()
    .trim()
    .max(40)
    .optional()
    .transform((typed) => (typed ? (normalizeAmoeCode(typed) ?? typed.toUpperCase()) : undefined)),
  userId: zQueryId('userId').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
});
export type TAmoeCardListQuery = z.infer<typeof ZAmoeCardListQuery>;

/** The rules in force (server configuration, decision 052). */
export const ZAmoeSettings = z.object({
  /** Hundredths of SC each valid card credits. */
  scAmount: z.number().int(),
  /** Credited cards per player per calendar month (US Eastern). */
  monthlyCardLimit: z.number().int(),
  /** Days after the code's day within which its card must be received. */
  codeValidDays: z.number().int(),
});
export type TAmoeSettings = z.infer<typeof ZAmoeSettings>;

export const ZAmoeCardListResponse = z.object({
  data: z.object({ rows: z.array(ZAmoeCard), count: z.number().int(), settings: ZAmoeSettings }),
});
export type TAmoeCardListPage = z.infer<typeof ZAmoeCardListResponse>['data'];

export const ZAmoeCodeParam = z.object({
  code: z
    .string()
    .trim()
    .max(40)
    .transform((typed, ctx) => {
      const code = normalizeAmoeCode(typed);
      if (code === null) {
        ctx.addIssue({
          code: 'custom',
          message:
            'A code reads AMOE- and two groups of four letters and digits, such as AMOE-7KQ4-M2XD.',
        });
        return z.NEVER;
      }
      return code;
    }),
});

/**
 * GET /admin/amoe/codes/:code: the code with its player's details to compare with the card
 * (audited as a view of personal data) and the card that used it, if any.
 */
export const ZAmoeCodeLookup = z.object({
  code: z.string(),
  issuedOn: z.string(),
  expiresOn: z.string(),
  player: z.object({
    id: z.number().int(),
    username: z.string(),
    email: z.string(),
    legalName: z.string(),
    address: z.string(),
    stateCode: z.string().nullable(),
    status: z.string(),
  }),
  card: ZAmoeCard.nullable(),
});
export type TAmoeCodeLookup = z.infer<typeof ZAmoeCodeLookup>;
export const ZAmoeCodeLookupResponse = z.object({ data: ZAmoeCodeLookup });

/** A request code as its player sees it. */
export const ZAmoeCode = z.object({
  code: z.string(),
  /** The US Eastern day it was issued (YYYY-MM-DD). */
  issuedOn: z.string(),
  /** The last day its card may be received (YYYY-MM-DD). */
  expiresOn: z.string(),
  status: z.enum(AMOE_CODE_STATUSES),
  /** Hundredths of SC its card credited, once credited. */
  amount: z.number().int().nullable(),
  /** Why its card was refused, once refused. */
  refusal: z.string().nullable(),
});
export type TAmoeCode = z.infer<typeof ZAmoeCode>;

/** GET /amoe/free-entry: today's code (null before it is asked for), recent ones and the rules. */
export const ZFreeEntry = z.object({
  today: ZAmoeCode.nullable(),
  recent: z.array(ZAmoeCode),
  settings: ZAmoeSettings,
  statement: z.string(),
  mailingAddress: z.array(z.string()),
});
export type TFreeEntry = z.infer<typeof ZFreeEntry>;
export const ZFreeEntryResponse = z.object({ data: ZFreeEntry });

/** POST /amoe/free-entry/code: today's code, issued now or earlier today. */
export const ZAmoeCodeResponse = z.object({ data: z.object({ code: ZAmoeCode }) });
