import { z } from 'zod';
import { MAX_PAGE_LIMIT, zQueryId } from './query-params';

/**
 * Sweeps Coins of an inactive player expire (decision 054): a warning email first, then a ledger
 * transfer of its own kind that staff can reverse with four eyes. Amounts are integer hundredths.
 */

/** The ledger's transfer kinds: the expiry, and a reversal that gives exactly that SC back. */
export const SC_EXPIRY_KIND = 'sc_expiry';
export const SC_EXPIRY_REVERSAL_KIND = 'sc_expiry_reversal';

/**
 * An expiry's state: EXPIRED moved the SC to the house; REVERSAL_PENDING waits for a second
 * member to approve or reject a reversal; REVERSED gave the SC back.
 */
export const SC_EXPIRY_STATUSES = ['EXPIRED', 'REVERSAL_PENDING', 'REVERSED'] as const;
export type TScExpiryStatus = (typeof SC_EXPIRY_STATUSES)[number];
export const SC_EXPIRY_STATUS_LABELS: Record<TScExpiryStatus, string> = {
  EXPIRED: 'Expired',
  REVERSAL_PENDING: 'Reversal waiting for approval',
  REVERSED: 'Reversed',
};

/** A player's inactivity period from its warning on: WARNED until the SC expire (if they do). */
export const SC_EXPIRY_PERIOD_STATUSES = ['WARNED', ...SC_EXPIRY_STATUSES] as const;
export type TScExpiryPeriodStatus = (typeof SC_EXPIRY_PERIOD_STATUSES)[number];

export const MAX_SC_EXPIRY_REASON = 500;

const ZReason = z
  .string({ error: 'Enter a reason' })
  .trim()
  .min(1, 'Enter a reason')
  .max(MAX_SC_EXPIRY_REASON, `A reason has at most ${MAX_SC_EXPIRY_REASON} characters`);

/** A staff member as an expiry names them. */
export const ZScExpiryStaff = z.object({ id: z.number().int(), email: z.string() });

export const ZScExpiry = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  username: z.string(),
  /** The player's last play or sign-in: the start of the inactivity period that expired. */
  lastActivityAt: z.string(),
  /** When the warning email was written, and the date it gave. */
  warnedAt: z.string(),
  expiresAt: z.string(),
  expiredAt: z.string(),
  /** What was taken from each SC account (hundredths); a reversal gives back exactly these. */
  scUnplayed: z.number().int(),
  scRedeemable: z.number().int(),
  status: z.enum(SC_EXPIRY_STATUSES),
  /** The reversal asked for (null when none is waiting or done). */
  reversal: z
    .object({
      reason: z.string(),
      requestedBy: ZScExpiryStaff,
      requestedAt: z.string(),
      /** The second member who approved it; null while it waits. */
      approvedBy: ZScExpiryStaff.nullable(),
      approvedAt: z.string().nullable(),
    })
    .nullable(),
});
export type TScExpiry = z.infer<typeof ZScExpiry>;

export const ZScExpiryResponse = z.object({ data: z.object({ expiry: ZScExpiry }) });

/** GET /admin/sc-expiries: newest expiry first; pages start at 1. */
export const ZScExpiryListQuery = z.object({
  status: z
    .enum(SC_EXPIRY_STATUSES, { error: `status must be one of ${SC_EXPIRY_STATUSES.join(', ')}` })
    .optional(),
  userId: zQueryId('userId').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
});
export type TScExpiryListQuery = z.infer<typeof ZScExpiryListQuery>;

export const ZScExpiryListResponse = z.object({
  data: z.object({
    rows: z.array(ZScExpiry),
    count: z.number().int(),
    /** The rule in force: days without play or sign-in, and days of notice by email. */
    inactiveDays: z.number().int(),
    noticeDays: z.number().int(),
  }),
});
export type TScExpiryListPage = z.infer<typeof ZScExpiryListResponse>['data'];

export const ZScExpiryIdParam = z.object({ id: zQueryId('id') });

/** POST /admin/sc-expiries/:id/reversal: why the SC should be given back. */
export const ZScExpiryReversalRequest = z.object({ reason: ZReason });
export type TScExpiryReversalRequest = z.infer<typeof ZScExpiryReversalRequest>;

/** POST /admin/sc-expiries/:id/reversal/approve: a note is optional. */
export const ZScExpiryApproveRequest = z.object({
  comment: z.string().trim().max(MAX_SC_EXPIRY_REASON).optional(),
});
export type TScExpiryApproveRequest = z.infer<typeof ZScExpiryApproveRequest>;

/** POST /admin/sc-expiries/:id/reversal/reject: why not; the SC stay expired. */
export const ZScExpiryRejectRequest = z.object({ comment: ZReason });
export type TScExpiryRejectRequest = z.infer<typeof ZScExpiryRejectRequest>;
