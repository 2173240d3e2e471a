import type { DocumentStatus } from '@app/contracts/constants';
import type { TIdentityCheck, TKycQueueDocument } from '@app/contracts/kyc-admin';
import type { TUserDocument } from '@app/contracts/kyc';
import { maskEmail } from '../players-admin/mask';
import type { IdentityCheckListRow, KycDocumentRow, QueueDocumentRow } from './kyc.repository';

/** Where the player's own browser loads one of their documents (owner-checked). */
export const playerDocumentUrl = (documentId: number) => `/api/v1/kyc/documents/${documentId}/file`;
/** Where the back office loads a document for its inline preview. */
export const staffDocumentUrl = (documentId: number) =>
  `/api/v1/admin/kyc/documents/${documentId}/file`;

export function userDocumentView(row: KycDocumentRow): TUserDocument {
  return {
    documentId: row.id,
    documentName: row.documentName,
    documentUrl: { docUrl: playerDocumentUrl(row.id) },
    status: row.status as DocumentStatus,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function queueDocumentView(row: QueueDocumentRow): TKycQueueDocument {
  const d = row.document;
  return {
    documentId: d.id,
    userId: d.userId,
    username: row.username,
    email: maskEmail(row.email),
    labelName: row.labelName.EN,
    documentName: d.documentName,
    fileType: d.fileType,
    fileUrl: staffDocumentUrl(d.id),
    status: d.status as DocumentStatus,
    reason: d.reason,
    reviewedBy: d.reviewedBy,
    createdAt: d.createdAt.toISOString(),
    updatedAt: d.updatedAt.toISOString(),
  };
}

export function identityCheckView(row: IdentityCheckListRow): TIdentityCheck {
  const c = row.check;
  return {
    checkId: c.id,
    userId: c.userId,
    username: row.username,
    outcome: c.outcome,
    status: c.status ?? 'REQUESTED',
    reviewedBy: c.reviewedBy,
    reason: c.reason,
    createdAt: c.createdAt.toISOString(),
    decidedAt: c.decidedAt?.toISOString() ?? null,
  };
}

/** Cursor paging by id: the cursor is the last row's id, as text. */
export const PAGE_SIZE = 50;
export function cursorOf<T>(rows: T[], idOf: (row: T) => number, limit: number): string | null {
  const last = rows.at(-1);
  return rows.length === limit && last ? String(idOf(last)) : null;
}
