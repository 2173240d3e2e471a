import { DOCUMENT_STATUS } from '@app/contracts/constants';
import type { TKycLabel, TUserDocument } from '@app/contracts/kyc';

/**
 * Where one document type stands for the player (SPEC §4 Document status):
 * upload is blocked while the newest upload is pending or verified; declined
 * offers 'Upload New File' with the reason; re-requested and cancelled ask
 * for a file again.
 */
export type DocumentState =
  | { readonly kind: 'empty' }
  | { readonly kind: 'pending'; readonly document: TUserDocument }
  | { readonly kind: 'verified'; readonly document: TUserDocument }
  | { readonly kind: 'declined'; readonly document: TUserDocument }
  | { readonly kind: 'reRequested'; readonly document: TUserDocument }
  | { readonly kind: 'cancelled'; readonly document: TUserDocument };

const time = (iso: string): number => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/** The newest upload of a type (by creation, then id). */
export function newestDocument(documents: readonly TUserDocument[]): TUserDocument | null {
  let newest: TUserDocument | null = null;
  for (const document of documents) {
    if (
      newest === null ||
      time(document.createdAt) > time(newest.createdAt) ||
      (time(document.createdAt) === time(newest.createdAt) &&
        document.documentId > newest.documentId)
    ) {
      newest = document;
    }
  }
  return newest;
}

export function documentState(label: Pick<TKycLabel, 'usersDocuments'>): DocumentState {
  const document = newestDocument(label.usersDocuments);
  if (!document) return { kind: 'empty' };
  switch (document.status) {
    case DOCUMENT_STATUS.PENDING:
      return { kind: 'pending', document };
    case DOCUMENT_STATUS.VERIFIED:
      return { kind: 'verified', document };
    case DOCUMENT_STATUS.DECLINED:
      return { kind: 'declined', document };
    case DOCUMENT_STATUS.RE_REQUESTED:
      return { kind: 'reRequested', document };
    default:
      return { kind: 'cancelled', document };
  }
}

export const uploadBlocked = (state: DocumentState): boolean =>
  state.kind === 'pending' || state.kind === 'verified';

/** The tabs of the verification modal: one per required, active document type. */
export const requiredLabels = (labels: readonly TKycLabel[]): TKycLabel[] =>
  labels.filter((label) => label.isRequired && label.isActive);

/** Every upload of every type, newest first (the Documents History table). */
export function documentHistory(
  labels: readonly TKycLabel[],
): { readonly label: string; readonly document: TUserDocument }[] {
  return labels
    .flatMap((label) =>
      label.usersDocuments.map((document) => ({ label: label.name.EN, document })),
    )
    .sort((a, b) => time(b.document.createdAt) - time(a.document.createdAt));
}

/** A preview can be an image; a PDF is linked. */
export const isImageDocument = (document: Pick<TUserDocument, 'documentName'>): boolean =>
  /\.(png|jpe?g)$/i.test(document.documentName);
