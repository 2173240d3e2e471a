import { z } from 'zod';
import type { TKycStatus } from './kyc';
import type {
  TRedemptionInfoRequest,
  TRiskAssessment,
  TRiskDecision,
  TRiskLevel,
} from './redemption-risk';
import { REDEMPTION_STATUSES, type TRedemptionStatus } from './redemptions';
import { ZTaxYear, type TW9Item } from './tax';

/**
 * The redemption queue of the back office (finance) and the yearly tax report.
 * Routes (all under /api/v1/admin, staff session; permission in brackets):
 *   GET  /redemptions?status=PENDING&sort=risk&cursor= [redemptions.read]   → TRedemptionPage
 *   GET  /redemptions/:redeemRequestId                [redemptions.read]    → TRedemptionReview
 *   POST /redemptions/:redeemRequestId/approve        [redemptions.approve] → TAdminRedemption
 *        (above the threshold a second member's approval is needed: the first records it; the
 *        threshold applies to the member's approvals of the player in 24 hours with this one)
 *   POST /redemptions/:redeemRequestId/reject {reason} [redemptions.approve]
 *   POST /redemptions/:redeemRequestId/ask-info {question} [redemptions.approve] (decision 057)
 *   GET  /redemptions/risk-rules                      [redemptions.read]    → TRiskRulesPage
 *   PUT  /redemptions/risk-rules/:signal              [redemptions.rules.write] → TProposalOutcome
 *   PUT  /redemptions/auto-approval-ceiling           [redemptions.rules.write] → TProposalOutcome
 *   GET  /redemptions/settings                        [redemptions.read]    → { approvalThreshold }
 *   PUT  /redemptions/settings {approvalThreshold, reason} [settings.write] → the threshold in
 *        force and the dual-control outcome (a higher threshold waits for a second admin)
 *   GET  /tax/threshold-report?year=2026[&format=csv] [tax.report]          → TTaxReport
 *        (the thresholds by year are in tax.ts)
 * Amounts in this file are integer hundredths (cents), as in the adjustments screens.
 */

export const ZRedemptionIdParam = z.object({
  redeemRequestId: z.coerce.number().int().positive('redeemRequestId must be a positive number'),
});

/** The queue's orders: the riskiest first (then the longest waiting), or the longest waiting first. */
export const REDEMPTION_QUEUE_SORTS = ['risk', 'age'] as const;
export type TRedemptionQueueSort = (typeof REDEMPTION_QUEUE_SORTS)[number];

/** GET /admin/redemptions query: a status filter, the order and the cursor of the previous page. */
export const ZAdminRedemptionListQuery = z.object({
  status: z.enum(REDEMPTION_STATUSES).optional(),
  sort: z.enum(REDEMPTION_QUEUE_SORTS, { error: 'sort is risk or age' }).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,12}(:\d{1,12})?$/, 'cursor must be the nextCursor of the previous page')
    .optional(),
});
export type TAdminRedemptionListQuery = z.infer<typeof ZAdminRedemptionListQuery>;

/** Redemptions at or below this are approved by one member: $500.00. */
export const DEFAULT_REDEMPTION_APPROVAL_THRESHOLD = 50_000;

export interface TAdminRedemption {
  redeemRequestId: number;
  userId: number;
  username: string;
  email: string;
  amount: number;
  status: TRedemptionStatus;
  providerType: string;
  accountLast4: string | null;
  /** Names of the members who approved (one, or two above the threshold). */
  approvedBy: string[];
  /** True when one approval is recorded and a second, by another member, is needed. */
  awaitingSecondApproval: boolean;
  /** Approved by the system (no rule fired, at or under the auto-approval ceiling). */
  approvedBySystem: boolean;
  /** The assessment's level, score and decision; null for a request made before assessments. */
  risk: { level: TRiskLevel; score: number; decision: TRiskDecision } | null;
  reason: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface TRedemptionPage {
  rows: TAdminRedemption[];
  nextCursor: string | null;
}

/** What a reviewer needs beside the request. */
export interface TRedemptionReview {
  redemption: TAdminRedemption;
  kycStatus: TKycStatus;
  ssnOnFile: boolean;
  /** Lifetime, in cents. */
  purchasedTotal: number;
  redeemedTotal: number;
  /** Today's tax year (US Eastern), its 1099-MISC threshold and what was paid in it, in cents. */
  taxYear: number;
  taxThreshold: number;
  redeemedThisYear: number;
  /**
   * What the player's W-9 lacks when paying this request would reach the threshold: approval
   * is refused (4053) until the player gives it. Empty otherwise (decision 051).
   */
  w9Missing: TW9Item[];
  /** SC credited as redeemable from game wins vs from bonuses/adjustments, lifetime, cents. */
  scWonFromPlay: number;
  scFromBonuses: number;
  /**
   * Other players sharing a device, an IP address, a payment instrument (card or purchase bank)
   * or a payout bank account with this one.
   */
  linkedAccounts: {
    userId: number;
    username: string;
    sharedBy: ('device' | 'ip' | 'instrument' | 'bank')[];
  }[];
  /** Redemption requests of the last 24 hours / 7 days (count and cents). */
  velocity: {
    last24h: { count: number; amount: number };
    last7d: { count: number; amount: number };
  };
  /** The player's other redemptions, newest first. */
  history: TAdminRedemption[];
  /** The signals computed when it was requested and the rules that decided it (decision 057). */
  assessment: TRiskAssessment | null;
  /** Finance's questions and the player's answers, oldest first. */
  infoRequests: TRedemptionInfoRequest[];
}

export const ZRedemptionSettings = z.object({
  approvalThreshold: z.number().int().min(0).max(100_000_000),
});
export type TRedemptionSettings = z.infer<typeof ZRedemptionSettings>;

/**
 * PUT /redemptions/settings: a new four-eyes threshold and why. A lower one applies at once; a
 * higher one waits for a second admin (dual control, decision 058).
 */
export const ZRedemptionSettingsChange = ZRedemptionSettings.extend({
  reason: z
    .string({ error: 'Give the reason (at least 5 characters).' })
    .trim()
    .min(5, 'Give the reason (at least 5 characters).')
    .max(500, 'The reason may be at most 500 characters.'),
});
export type TRedemptionSettingsChange = z.infer<typeof ZRedemptionSettingsChange>;

export const ZTaxReportQuery = z.object({
  year: ZTaxYear,
  format: z.enum(['json', 'csv']).optional(),
});

/**
 * The report of one tax year (US Eastern calendar year): the threshold it applied (that year's,
 * decision 051) and the players whose paid redemptions reached it.
 */
export interface TTaxReport {
  taxYear: number;
  thresholdCents: number;
  rows: TTaxReportRow[];
}

/** A player whose redemptions in the year reached the 1099-MISC threshold. */
export interface TTaxReportRow {
  userId: number;
  username: string;
  fullName: string;
  /** Masked unless the CSV is exported by someone allowed to reveal SSNs. */
  ssn: string | null;
  redeemedTotal: number;
  redemptionCount: number;
}
