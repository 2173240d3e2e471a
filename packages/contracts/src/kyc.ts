import { z } from 'zod';
import { SSN_LENGTH, type DocumentStatus } from './constants';

/**
 * Identity checks (KYC) on the player side: SPEC §3 "KYC label", §7 /kyc/*, §8 KYC codes
 * (3035, 3072, 3073). Documents are reviewed by compliance when the manual variant is on;
 * otherwise the identity widget decides (docs/decisions/029).
 */

/** The player's kycStatus (users.kyc_status). APPROVED is the only one that lets a player play
 * with KYC game checks on and redeem; COMPLETED and SUCCESS (SPEC §3) are read as approved too. */
export const KYC_STATUSES = ['NOT_STARTED', 'IN_PROGRESS', 'APPROVED', 'DECLINED'] as const;
export type TKycStatus = (typeof KYC_STATUSES)[number];

/** Where the identity widget's verdict stands (users.identity_widget_status). */
export const IDENTITY_WIDGET_STATUSES = [
  'REQUESTED',
  'APPROVED',
  'DECLINED',
  'NEEDS_REVIEW',
] as const;
export type TIdentityWidgetStatus = (typeof IDENTITY_WIDGET_STATUSES)[number];

/** Sandbox identity widget outcomes a tester picks on the provider page. */
export const IDENTITY_OUTCOMES = ['approve', 'decline', 'needs-review'] as const;
export type TIdentityOutcome = (typeof IDENTITY_OUTCOMES)[number];

/** Message the sandbox widget page posts to its parent window (the KYC modal's iframe). */
export const IDENTITY_WIDGET_MESSAGE = 'identity-widget' as const;
export interface TIdentityWidgetMessage {
  type: typeof IDENTITY_WIDGET_MESSAGE;
  /** FINISHED: the player submitted (status becomes REQUESTED); CANCELLED: closed it. */
  event: 'FINISHED' | 'CANCELLED';
}

/** Largest KYC document: 5 MB. */
export const KYC_DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_DOCUMENT_TOO_LARGE_MESSAGE = 'The file must be 5 MB or smaller.';
export const KYC_UPLOADED_MESSAGE = 'Document uploaded successfully.';
export const KYC_FAILED_MESSAGE =
  'Your Verification Has Been failed! Please Contact our support team.';
export const SSN_SAVED_MESSAGE = 'SSN saved successfully.';

/** Labels of document statuses in the Documents History table (SPEC §2). */
export function documentStatusLabel(status: DocumentStatus): 'Pending' | 'Verified' | 'Cancelled' {
  if (status === 0) return 'Pending';
  if (status === 1) return 'Verified';
  return 'Cancelled';
}

/** One uploaded document as the player sees it. */
export interface TUserDocument {
  documentId: number;
  documentName: string;
  /** docUrl: where the player's own browser loads the file (owner-checked). */
  documentUrl: { docUrl: string };
  status: DocumentStatus;
  /** Why compliance declined or re-requested it (shown under the upload area). */
  reason: string | null;
  createdAt: string;
  updatedAt: string;
}

/** GET /kyc/get-labels → data: TKycLabel[] (active labels, in order). */
export interface TKycLabel {
  documentLabelId: number;
  name: { EN: string };
  isRequired: boolean;
  isActive: boolean;
  usersDocuments: TUserDocument[];
}

/** GET /kyc/get-kyc-setting → data. */
export interface TKycSettings {
  checks: boolean;
  isManualKyc: boolean;
  isGameAllow: boolean;
}

/** GET /kyc/init-kyc → data. success false: the widget declined the player before (SPEC §8). */
export interface TInitKycResponse {
  success: boolean;
  verification: { url: string } | null;
}

/** POST /kyc/upload-image, the multipart text field beside `document`. */
export const ZKycUploadFields = z.object({
  documentLabelId: z.coerce
    .number({ error: 'documentLabelId must be a number' })
    .int('documentLabelId must be a whole number')
    .positive('documentLabelId must be a positive number'),
});

/** POST /kyc/upload-image → data. */
export interface TKycUploadResponse {
  message: typeof KYC_UPLOADED_MESSAGE;
  document: TUserDocument;
}

export const SSN_MESSAGES = {
  required: 'SSN is required',
  invalid: 'SSN must be exactly 9 digits',
} as const;

/** POST /kyc/update-ssn: 9 digits (dashes and spaces the player types are dropped). */
export const ZUpdateSsnRequest = z.object({
  ssn: z
    .string({ error: SSN_MESSAGES.required })
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(
      z
        .string()
        .min(1, SSN_MESSAGES.required)
        .regex(new RegExp(`^\\d{${SSN_LENGTH}}$`), SSN_MESSAGES.invalid),
    ),
});
export type TUpdateSsnRequest = z.input<typeof ZUpdateSsnRequest>;

/** POST /kyc/update-ssn → data. Only the last four digits ever come back. */
export interface TUpdateSsnResponse {
  message: typeof SSN_SAVED_MESSAGE;
  ssnLast4: string;
}

/** An SSN as anyone but a revealing compliance member sees it. */
export const maskSsn = (last4: string): string => `***-**-${last4}`;
