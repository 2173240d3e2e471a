import { DOCUMENT_STATUS, type DocumentStatus } from '@app/contracts/constants';
import type { TIdentityWidgetStatus, TKycStatus } from '@app/contracts/kyc';
import type { TKycQueueDocument } from '@app/contracts/kyc-admin';

/** The tabs of the documents queue, each the status the server filters on. */
export const DOCUMENT_TABS = [
  { key: 'pending', label: 'Pending', status: DOCUMENT_STATUS.PENDING },
  { key: 'verified', label: 'Verified', status: DOCUMENT_STATUS.VERIFIED },
  { key: 'declined', label: 'Declined', status: DOCUMENT_STATUS.DECLINED },
  { key: 're-requested', label: 'Re-requested', status: DOCUMENT_STATUS.RE_REQUESTED },
] as const;
export type DocumentTab = (typeof DOCUMENT_TABS)[number]['key'];

/** GET /admin/kyc/documents query of a tab and page. */
export function documentQuery(tab: DocumentTab, cursor: string | undefined) {
  const status = DOCUMENT_TABS.find((t) => t.key === tab)?.status ?? DOCUMENT_STATUS.PENDING;
  return { status, cursor };
}

/** Staff see every document state by name (players see Pending, Verified or Cancelled). */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus, string> = {
  0: 'Pending',
  1: 'Verified',
  2: 'Declined',
  3: 'Re-requested',
  4: 'Cancelled',
};

/** Only a pending document can be approved, declined or re-requested. */
export const isDecidable = (document: Pick<TKycQueueDocument, 'status'>) =>
  document.status === DOCUMENT_STATUS.PENDING;

/** Images are drawn with <img>; PDFs are embedded. */
export const isImage = (document: Pick<TKycQueueDocument, 'fileType'>) =>
  document.fileType !== 'pdf';

export const KYC_STATUS_LABELS: Record<TKycStatus, string> = {
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
};

export const IDENTITY_WIDGET_STATUS_LABELS: Record<TIdentityWidgetStatus, string> = {
  REQUESTED: 'Submitted, waiting for the verdict',
  APPROVED: 'Approved',
  DECLINED: 'Declined',
  NEEDS_REVIEW: 'Needs review',
};

export const identityWidgetLabel = (status: TIdentityWidgetStatus | null) =>
  status === null ? 'Not used' : IDENTITY_WIDGET_STATUS_LABELS[status];
