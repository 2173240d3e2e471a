import { z } from 'zod';
import type { DocumentStatus } from './constants';
import {
  IDENTITY_WIDGET_STATUSES,
  type TIdentityOutcome,
  type TIdentityWidgetStatus,
  type TKycStatus,
} from './kyc';

/**
 * The KYC queue of the back office (compliance): documents to review and identity-widget
 * results, and the player's SSN, masked, revealed only with a reason (audited).
 * Routes (all under /api/v1/admin, staff session; permission in brackets):
 *   GET  /kyc/documents?status=0&cursor=            [kyc.review]   → TKycDocumentPage
 *   GET  /kyc/documents/:documentId/file            [kyc.review]   → the file (inline)
 *   POST /kyc/documents/:documentId/approve         [kyc.review]
 *   POST /kyc/documents/:documentId/decline  {reason} [kyc.review]
 *   POST /kyc/documents/:documentId/re-request {reason} [kyc.review]
 *   GET  /kyc/identity-checks?status=NEEDS_REVIEW   [kyc.review]   → TIdentityCheckPage
 *   POST /kyc/identity-checks/:checkId/approve | /decline {reason} [kyc.review]
 *   GET  /players/:userId/kyc                       [players.read] → TPlayerKyc
 *   POST /players/:userId/ssn/reveal  {reason}      [kyc.ssn.reveal, re-auth] → { ssn }
 */

export const MAX_REVIEW_REASON = 500;
export const ZReviewReason = z.object({
  reason: z
    .string({ error: 'Give a reason' })
    .trim()
    .min(3, 'Give a reason of at least 3 characters')
    .max(MAX_REVIEW_REASON, `The reason can be at most ${MAX_REVIEW_REASON} characters`),
});
export type TReviewReason = z.infer<typeof ZReviewReason>;

export const ZKycDocumentIdParam = z.object({
  documentId: z.coerce.number().int().positive('documentId must be a positive number'),
});
export const ZIdentityCheckIdParam = z.object({
  checkId: z.coerce.number().int().positive('checkId must be a positive number'),
});

/** A document in the review queue. */
export interface TKycQueueDocument {
  documentId: number;
  userId: number;
  username: string;
  /** Masked as in the players list. */
  email: string;
  labelName: string;
  documentName: string;
  fileType: 'png' | 'jpeg' | 'pdf';
  /** Staff URL of the file, for the inline preview (img for images, iframe/object for PDFs). */
  fileUrl: string;
  status: DocumentStatus;
  reason: string | null;
  reviewedBy: string | null;
  createdAt: string;
  updatedAt: string;
}
export interface TKycDocumentPage {
  rows: TKycQueueDocument[];
  /** Pass as `cursor` for the next page; null on the last. */
  nextCursor: string | null;
}

/** One identity-widget session and its verdict. */
export interface TIdentityCheck {
  checkId: number;
  userId: number;
  username: string;
  outcome: TIdentityOutcome | null;
  status: TIdentityWidgetStatus;
  reviewedBy: string | null;
  reason: string | null;
  createdAt: string;
  decidedAt: string | null;
}
export interface TIdentityCheckPage {
  rows: TIdentityCheck[];
  nextCursor: string | null;
}

/** The KYC panel of a player's page. */
export interface TPlayerKyc {
  kycStatus: TKycStatus;
  identityWidgetStatus: TIdentityWidgetStatus | null;
  documents: TKycQueueDocument[];
  identityChecks: TIdentityCheck[];
  /** masked: '***-**-1234'; null when the player gave none. */
  ssn: { masked: string } | null;
}

/** POST /players/:userId/ssn/reveal → data. */
export interface TSsnReveal {
  ssn: string;
}

/**
 * The KYC switches (SPEC §3 KYC settings): GET /admin/kyc/settings [kyc.review] → TKycSettings;
 * PUT /admin/kyc/settings [settings.write] with the same three fields (audited).
 */
export const ZKycSettingsUpdate = z.object({
  checks: z.boolean({ error: 'checks must be true or false' }),
  isManualKyc: z.boolean({ error: 'isManualKyc must be true or false' }),
  isGameAllow: z.boolean({ error: 'isGameAllow must be true or false' }),
});
export type TKycSettingsUpdate = z.infer<typeof ZKycSettingsUpdate>;

const ZCursor = z
  .string()
  .regex(/^\d{1,10}$/, 'cursor must be the nextCursor of the previous page')
  .optional();

/** GET /admin/kyc/documents query: a status (0–4) and the previous page's nextCursor. */
export const ZDocumentQuery = z.object({
  status: z.coerce
    .number()
    .int()
    .min(0, 'status must be 0 to 4')
    .max(4, 'status must be 0 to 4')
    .transform((value) => value as DocumentStatus)
    .optional(),
  cursor: ZCursor,
});

/** GET /admin/kyc/identity-checks query: a widget status (default NEEDS_REVIEW) and a cursor. */
export const ZIdentityCheckQuery = z.object({
  status: z
    .enum(IDENTITY_WIDGET_STATUSES, {
      error: `status must be one of ${IDENTITY_WIDGET_STATUSES.join(', ')}`,
    })
    .default('NEEDS_REVIEW'),
  cursor: ZCursor,
});
