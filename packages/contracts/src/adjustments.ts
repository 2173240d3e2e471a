import { z } from 'zod';
import { ZChangeReason, ZProposalOutcome } from './dual-control';
import { parseAmount } from './money';
import { MAX_PAGE_LIMIT, zQueryId } from './query-params';

/**
 * Balance adjustments by finance staff, with four-eyes approval above a threshold
 * (docs/decisions/027). Amounts are integer hundredths of a coin.
 */

/** The player account an adjustment credits or debits. */
export const ADJUSTMENT_ACCOUNTS = ['GC', 'SC_UNPLAYED', 'SC_REDEEMABLE'] as const;
export type TAdjustmentAccount = (typeof ADJUSTMENT_ACCOUNTS)[number];
export const ADJUSTMENT_ACCOUNT_LABELS: Record<TAdjustmentAccount, string> = {
  GC: 'Gold Coins (GC)',
  SC_UNPLAYED: 'Sweeps Coins, unplayed',
  SC_REDEEMABLE: 'Sweeps Coins, redeemable',
};

export const ADJUSTMENT_DIRECTIONS = ['credit', 'debit'] as const;
export type TAdjustmentDirection = (typeof ADJUSTMENT_DIRECTIONS)[number];

/** Why the balance is adjusted: a fixed list, so reports can group by it. */
export const ADJUSTMENT_REASONS = [
  'GOODWILL',
  'COMPENSATION',
  'CORRECTION',
  'PROMOTION',
  'CHARGEBACK_RECOVERY',
  'OTHER',
] as const;
export type TAdjustmentReason = (typeof ADJUSTMENT_REASONS)[number];
export const ADJUSTMENT_REASON_LABELS: Record<TAdjustmentReason, string> = {
  GOODWILL: 'Goodwill',
  COMPENSATION: 'Compensation',
  CORRECTION: 'Correction',
  PROMOTION: 'Promotion',
  CHARGEBACK_RECOVERY: 'Chargeback recovery',
  OTHER: 'Other',
};

/**
 * PENDING waits for a second member; APPLIED moved the ledger; REJECTED never will. An approval
 * the balance cannot cover is refused and the adjustment stays PENDING (decision 027).
 */
export const ADJUSTMENT_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;
export type TAdjustmentStatus = (typeof ADJUSTMENT_STATUSES)[number];

/** The largest single adjustment: 1,000,000.00 coins. */
export const MAX_ADJUSTMENT_AMOUNT = 100_000_000;
/** The coin an account holds: each currency has its own four-eyes threshold (decision 046). */
export const ADJUSTMENT_CURRENCY: Record<TAdjustmentAccount, 'GC' | 'SC'> = {
  GC: 'GC',
  SC_UNPLAYED: 'SC',
  SC_REDEEMABLE: 'SC',
};

/**
 * Adjustments at or below these apply at once while no admin has changed them: 500,000.00 GC
 * (GC has no cash value; about five of the store's $9.99 packages) and 100.00 SC ($100.00).
 */
export const DEFAULT_ADJUSTMENT_THRESHOLDS = { gcThreshold: 50_000_000, scThreshold: 10_000 };
export const MAX_ADJUSTMENT_COMMENT = 500;

const ZAmount = z
  .number({ error: 'Enter an amount' })
  .int('The amount is a whole number of hundredths')
  .positive('The amount must be more than zero')
  .max(MAX_ADJUSTMENT_AMOUNT, 'The amount can be at most 1,000,000.00');

const ZComment = z
  .string({ error: 'Enter a comment' })
  .trim()
  .min(1, 'Enter a comment')
  .max(MAX_ADJUSTMENT_COMMENT, `A comment has at most ${MAX_ADJUSTMENT_COMMENT} characters`);

/** POST /admin/players/:userId/adjustments */
export const ZAdjustmentRequest = z.object({
  account: z.enum(ADJUSTMENT_ACCOUNTS, { error: 'Choose an account' }),
  direction: z.enum(ADJUSTMENT_DIRECTIONS, { error: 'Choose credit or debit' }),
  /** Hundredths of a coin: 12.50 coins is 1250. */
  amount: ZAmount,
  reason: z.enum(ADJUSTMENT_REASONS, { error: 'Choose a reason' }),
  comment: ZComment,
});
export type TAdjustmentRequest = z.infer<typeof ZAdjustmentRequest>;

/**
 * The back office's form: the same request with the amount typed as coins ('12.50'), read into
 * hundredths with the shared money parser.
 */
export const ZAdjustmentForm = ZAdjustmentRequest.extend({
  amount: z
    .string()
    .trim()
    .min(1, 'Enter an amount')
    .transform((text, ctx) => {
      const hundredths = parseAmount(text);
      if (hundredths === null) {
        ctx.addIssue({ code: 'custom', message: 'Enter an amount such as 25 or 12.50' });
        return z.NEVER;
      }
      return hundredths;
    })
    .pipe(ZAmount),
});
export type TAdjustmentFormInput = z.input<typeof ZAdjustmentForm>;

/** A staff member as an adjustment names them. */
export const ZAdjustmentStaff = z.object({ id: z.number().int(), email: z.string() });

export const ZAdjustment = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  account: z.enum(ADJUSTMENT_ACCOUNTS),
  direction: z.enum(ADJUSTMENT_DIRECTIONS),
  amount: z.number().int(),
  reason: z.enum(ADJUSTMENT_REASONS),
  comment: z.string(),
  status: z.enum(ADJUSTMENT_STATUSES),
  /** The threshold in force when it was asked for. */
  threshold: z.number().int(),
  requestedBy: ZAdjustmentStaff,
  requestedAt: z.string(),
  /** Who approved or rejected it; null while pending and when it applied at once. */
  decidedBy: ZAdjustmentStaff.nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
  /** The account's balance before and after, once applied (hundredths). */
  balanceBefore: z.number().int().nullable(),
  balanceAfter: z.number().int().nullable(),
});
export type TAdjustment = z.infer<typeof ZAdjustment>;

export const ZAdjustmentResponse = z.object({ data: z.object({ adjustment: ZAdjustment }) });

export const ADJUSTMENT_SORT_FIELDS = ['requestedAt', 'amount'] as const;
export type TAdjustmentSortField = (typeof ADJUSTMENT_SORT_FIELDS)[number];

/** GET /admin/adjustments: pending ones first, then by the sort; pages start at 1. */
export const ZAdjustmentListQuery = z.object({
  status: z.enum(ADJUSTMENT_STATUSES).optional(),
  userId: zQueryId('userId').optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
  sort: z.enum(ADJUSTMENT_SORT_FIELDS).default('requestedAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type TAdjustmentListQuery = z.infer<typeof ZAdjustmentListQuery>;

export const ZAdjustmentListResponse = z.object({
  data: z.object({ rows: z.array(ZAdjustment), count: z.number().int() }),
});
export type TAdjustmentListPage = z.infer<typeof ZAdjustmentListResponse>['data'];

export const ZAdjustmentIdParam = z.object({ id: zQueryId('id') });

/** POST /admin/adjustments/:id/approve: a note is optional. */
export const ZAdjustmentApproveRequest = z.object({
  comment: z.string().trim().max(MAX_ADJUSTMENT_COMMENT).optional(),
});
export type TAdjustmentApproveRequest = z.infer<typeof ZAdjustmentApproveRequest>;

/** POST /admin/adjustments/:id/reject: the reason is required. */
export const ZAdjustmentRejectRequest = z.object({ comment: ZComment });
export type TAdjustmentRejectRequest = z.infer<typeof ZAdjustmentRejectRequest>;

const ZThreshold = z
  .number({ error: 'Enter a threshold' })
  .int('The threshold is a whole number of hundredths')
  .min(0, 'The threshold cannot be negative')
  .max(MAX_ADJUSTMENT_AMOUNT, 'The threshold can be at most 1,000,000.00');

/**
 * GET/PUT /admin/settings/adjustments: one threshold per currency. Adjustments at or below their
 * currency's threshold (hundredths) apply at once; 0 sends every one for approval.
 */
export const ZAdjustmentSettings = z.object({
  gcThreshold: ZThreshold,
  scThreshold: ZThreshold,
});
export type TAdjustmentSettings = z.infer<typeof ZAdjustmentSettings>;

export const ZAdjustmentSettingsResponse = z.object({ data: ZAdjustmentSettings });

/** A proposed change of the thresholds with its reason (dual control, decision 058). */
export const ZAdjustmentSettingsChange = ZAdjustmentSettings.extend({ reason: ZChangeReason });
export type TAdjustmentSettingsChange = z.infer<typeof ZAdjustmentSettingsChange>;

/** The thresholds in force after the proposal, and whether it applied or waits. */
export const ZAdjustmentSettingsChangeResponse = z.object({
  data: ZAdjustmentSettings.extend({ outcome: ZProposalOutcome }),
});
