import { z } from 'zod';
import { parseCalendarDate } from './dates';
import { MAX_PAGE_LIMIT, zQueryId } from './query-params';

/**
 * Daily reconciliation (decision 056): the ledger and our payment records against each
 * provider's own records, per US Eastern day. Every mismatch opens a case that finance resolves
 * with a note; the trial balance of a day is shown and exported as CSV.
 * Routes (under /api/v1/admin, staff session; permission in brackets):
 *   GET  /reconciliation/cases?status=&kind=&provider=&day=&page=&pageSize= [reconciliation.read]
 *   POST /reconciliation/cases/:id/resolve {note}                 [reconciliation.resolve] (audited)
 *   GET  /reconciliation/runs?day=                                [reconciliation.read]
 *   POST /reconciliation/runs {day}                               [reconciliation.resolve] (audited)
 *   GET  /reconciliation/trial-balance?day=[&format=csv]          [reconciliation.read]
 * Amounts are integer hundredths (cents; 1 SC = $1.00).
 */

/** The time zone whose calendar day a reconciliation covers. */
export const RECONCILIATION_TIME_ZONE = 'America/New_York';

/** What was compared: a purchase with its charge, or a redemption's payout with the payout. */
export const RECONCILIATION_SUBJECTS = ['purchase', 'payout'] as const;
export type TReconciliationSubject = (typeof RECONCILIATION_SUBJECTS)[number];

/**
 * The kinds of mismatch. MISSING_OURS: the provider has it, we have no record; MISSING_THEIRS:
 * we moved money the provider has no record of; AMOUNT_DIFFERS and STATUS_DIFFERS: both have it.
 */
export const RECONCILIATION_CASE_KINDS = [
  'MISSING_OURS',
  'MISSING_THEIRS',
  'AMOUNT_DIFFERS',
  'STATUS_DIFFERS',
] as const;
export type TReconciliationCaseKind = (typeof RECONCILIATION_CASE_KINDS)[number];
export const RECONCILIATION_CASE_KIND_LABELS: Record<TReconciliationCaseKind, string> = {
  MISSING_OURS: 'Missing on our side',
  MISSING_THEIRS: 'Missing at the provider',
  AMOUNT_DIFFERS: 'Amount differs',
  STATUS_DIFFERS: 'Status differs',
};

export const RECONCILIATION_CASE_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type TReconciliationCaseStatus = (typeof RECONCILIATION_CASE_STATUSES)[number];

/**
 * The provider-neutral status of an entry on either side. A charge is settled (money taken),
 * refunded, failed or pending; a payout is paid, returned (paid, then sent back), failed or
 * pending. A status a provider reports that none of these names is shown as it came.
 */
export const RECONCILIATION_ENTRY_STATUSES = [
  'settled',
  'refunded',
  'paid',
  'returned',
  'failed',
  'pending',
] as const;

export const MAX_RECONCILIATION_NOTE = 1000;

/** A US Eastern calendar day, 'YYYY-MM-DD'. */
export const ZReconciliationDay = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'day is required' : 'day must be a date as YYYY-MM-DD',
  })
  .refine((text) => parseCalendarDate(text) !== null, 'day must be a date as YYYY-MM-DD');

/** One side of a case: what that side's record says (null when it has none). */
export const ZReconciliationEntry = z.object({
  amountCents: z.number().int(),
  status: z.string(),
});
export type TReconciliationEntry = z.infer<typeof ZReconciliationEntry>;

export const ZReconciliationCase = z.object({
  id: z.number().int(),
  day: z.string(),
  provider: z.string(),
  subject: z.enum(RECONCILIATION_SUBJECTS),
  kind: z.enum(RECONCILIATION_CASE_KINDS),
  /** The purchase's reference id, or the payout id (redemption-{id}). */
  reference: z.string(),
  ours: ZReconciliationEntry.nullable(),
  theirs: ZReconciliationEntry.nullable(),
  status: z.enum(RECONCILIATION_CASE_STATUSES),
  foundAt: z.string(),
  resolution: z
    .object({
      note: z.string(),
      by: z.object({ id: z.number().int(), email: z.string() }),
      at: z.string(),
    })
    .nullable(),
});
export type TReconciliationCase = z.infer<typeof ZReconciliationCase>;

/** GET /admin/reconciliation/cases: open cases first, then newest day first; pages start at 1. */
export const ZReconciliationCaseListQuery = z.object({
  status: z
    .enum(RECONCILIATION_CASE_STATUSES, {
      error: `status must be one of ${RECONCILIATION_CASE_STATUSES.join(', ')}`,
    })
    .optional(),
  kind: z
    .enum(RECONCILIATION_CASE_KINDS, {
      error: `kind must be one of ${RECONCILIATION_CASE_KINDS.join(', ')}`,
    })
    .optional(),
  provider: z
    .string()
    .trim()
    .min(1, 'provider must not be empty')
    .max(40, 'provider has at most 40 characters')
    .optional(),
  day: ZReconciliationDay.optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
});
export type TReconciliationCaseListQuery = z.infer<typeof ZReconciliationCaseListQuery>;

export const ZReconciliationCaseListResponse = z.object({
  data: z.object({ rows: z.array(ZReconciliationCase), count: z.number().int() }),
});
export type TReconciliationCasePage = z.infer<typeof ZReconciliationCaseListResponse>['data'];

export const ZReconciliationCaseIdParam = z.object({ id: zQueryId('id') });

/** POST /admin/reconciliation/cases/:id/resolve: what was found and done (kept, audited). */
export const ZReconciliationResolveRequest = z.object({
  note: z
    .string({ error: 'Enter a note' })
    .trim()
    .min(1, 'Enter a note')
    .max(MAX_RECONCILIATION_NOTE, `A note has at most ${MAX_RECONCILIATION_NOTE} characters`),
});
export type TReconciliationResolveRequest = z.infer<typeof ZReconciliationResolveRequest>;

export const ZReconciliationCaseResponse = z.object({
  data: z.object({ case: ZReconciliationCase }),
});

/** What one provider's comparison covered in a run. */
export const ZReconciliationChecked = z.object({
  provider: z.string(),
  subject: z.enum(RECONCILIATION_SUBJECTS),
  /** Our records and the provider's entries of the day. */
  ours: z.number().int(),
  theirs: z.number().int(),
  mismatches: z.number().int(),
});

/** A provider a run could not compare, and why (no statement configured for it). */
export const ZReconciliationSkipped = z.object({
  provider: z.string(),
  subject: z.enum(RECONCILIATION_SUBJECTS),
  reason: z.string(),
});

export const ZReconciliationRun = z.object({
  id: z.number().int(),
  day: z.string(),
  /** 'job' (the daily run) or the staff member's email. */
  startedBy: z.string(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  checked: z.array(ZReconciliationChecked),
  skipped: z.array(ZReconciliationSkipped),
  /** Cases this run opened (a mismatch already open for the day opens none). */
  opened: z.number().int(),
  /** Mismatches this run found, new or known. */
  found: z.number().int(),
});
export type TReconciliationRun = z.infer<typeof ZReconciliationRun>;

/** POST /admin/reconciliation/runs: reconciles one day now (today so far, or a past day). */
export const ZReconciliationRunRequest = z.object({ day: ZReconciliationDay });
export type TReconciliationRunRequest = z.infer<typeof ZReconciliationRunRequest>;

export const ZReconciliationRunResponse = z.object({ data: z.object({ run: ZReconciliationRun }) });

/** GET /admin/reconciliation/runs?day=: the day's runs, newest first (the latest 20). */
export const ZReconciliationRunListQuery = z.object({ day: ZReconciliationDay });
export const ZReconciliationRunListResponse = z.object({
  data: z.object({ runs: z.array(ZReconciliationRun) }),
});

/** The checks of a trial balance. */
export const TRIAL_BALANCE_CHECKS = ['ledger', 'holds', 'paid'] as const;
export type TTrialBalanceCheck = (typeof TRIAL_BALANCE_CHECKS)[number];

/** A figure of a line: what it is and its amount. */
export const ZTrialBalanceFigure = z.object({ label: z.string(), amount: z.number().int() });

/**
 * One line: two figures that must be equal. `difference` is the first minus the second; the
 * line is OK when it is 0, otherwise off by that much.
 */
export const ZTrialBalanceLine = z.object({
  check: z.enum(TRIAL_BALANCE_CHECKS),
  currency: z.string(),
  label: z.string(),
  first: ZTrialBalanceFigure,
  second: ZTrialBalanceFigure,
  difference: z.number().int(),
  ok: z.boolean(),
});
export type TTrialBalanceLine = z.infer<typeof ZTrialBalanceLine>;

export const ZTrialBalance = z.object({
  day: z.string(),
  /** The instant the figures are taken at: the end of the day, or now for today. */
  asOf: z.string(),
  lines: z.array(ZTrialBalanceLine),
  /** Checks that could not be made (the payout provider has no statement configured). */
  skipped: z.array(z.object({ check: z.enum(TRIAL_BALANCE_CHECKS), reason: z.string() })),
});
export type TTrialBalance = z.infer<typeof ZTrialBalance>;

/** GET /admin/reconciliation/trial-balance?day=[&format=csv] */
export const ZTrialBalanceQuery = z.object({
  day: ZReconciliationDay,
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv' }).optional(),
});
export type TTrialBalanceQuery = z.infer<typeof ZTrialBalanceQuery>;

export const ZTrialBalanceResponse = z.object({ data: ZTrialBalance });
