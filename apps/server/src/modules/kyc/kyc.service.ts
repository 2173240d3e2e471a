import { randomBytes } from 'node:crypto';
import {
  KYC_DOCUMENT_MAX_BYTES,
  KYC_DOCUMENT_TOO_LARGE_MESSAGE,
  KYC_UPLOADED_MESSAGE,
  type TInitKycResponse,
  type TKycLabel,
  type TKycSettings,
  type TKycUploadResponse,
} from '@app/contracts/kyc';
import { DOCUMENT_FILE_MESSAGE, type UploadFileType } from '@app/contracts/document-upload';
import type { Db, DbOrTx } from '../../db/database';
import { isUniqueViolation } from '../../db/db-errors';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import { decodeUpload } from '../../platform/upload-decoding';
import type { IdentityProvider } from './identity-provider';
import type { KycFiles } from './kyc-files';
import { applyKycEvent, isKycApproved, lockKycState } from './kyc-status';
import {
  findDocument,
  findKycSettings,
  findKycUser,
  findLabel,
  hasPendingDocument,
  hasSucceededPurchase,
  insertDocument,
  insertIdentityCheck,
  kycApprovedAt,
  listActiveLabels,
  listUserDocuments,
  lockIdentityCheckByReference,
  newestDocument,
  updateIdentityCheck,
} from './kyc.repository';
import { userDocumentView } from './kyc-views';
import type { SsnStore } from './ssn.service';

const ONE_PENDING_KEY = 'kyc_documents_one_pending_key';
const DOCUMENT_NAME_MAX = 200;

/** What the upload route read from the multipart body. */
export interface KycUploadInput {
  documentLabelId: number;
  /** Undefined when no file part was sent. */
  file?: { fileName: string; claimed: UploadFileType | null; bytes: Buffer; tooLarge: boolean };
}

/** A file name as shown in the history: no folders, no control characters, not too long. */
function displayName(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'document').slice(0, DOCUMENT_NAME_MAX);
}

/**
 * The player's side of KYC (SPEC §2–§4, §7, §8): labels and their documents, settings, the
 * identity widget, document uploads and the SSN. Status changes go through kyc-status.ts.
 */
export function createKycService(deps: {
  db: Db;
  files: KycFiles;
  ssn: SsnStore;
  /** Undefined where no identity provider is configured (production without an adapter). */
  identity: IdentityProvider | undefined;
}) {
  const { db, files, ssn } = deps;

  async function requirePurchase(userId: number) {
    if (!(await hasSucceededPurchase(db, userId))) throw new AppError('KycRequiresPurchase');
  }

  return {
    async labels(userId: number): Promise<TKycLabel[]> {
      const [labels, documents] = await Promise.all([
        listActiveLabels(db),
        listUserDocuments(db, userId),
      ]);
      return labels.map((label) => ({
        documentLabelId: label.documentLabelId,
        name: { EN: label.name.EN },
        isRequired: label.isRequired,
        isActive: label.isActive,
        usersDocuments: documents
          .filter((doc) => doc.documentLabelId === label.documentLabelId)
          .map(userDocumentView),
      }));
    },

    async settings(): Promise<TKycSettings> {
      const row = await findKycSettings(db);
      return {
        checks: row?.checks ?? false,
        isManualKyc: row?.isManualKyc ?? true,
        isGameAllow: row?.isGameAllow ?? true,
      };
    },

    /** Starts an identity-widget session (SPEC §7 init-kyc). */
    async initKyc(userId: number): Promise<TInitKycResponse> {
      await requirePurchase(userId);
      const user = await findKycUser(db, userId);
      if (!user) throw new AppError('Unauthorized');
      if (isKycApproved(user.kycStatus)) throw new AppError('KycAlreadyVerified');
      if (user.identityWidgetStatus === 'DECLINED') return { success: false, verification: null };
      const awaitingWidget =
        user.identityWidgetStatus === 'REQUESTED' || user.identityWidgetStatus === 'NEEDS_REVIEW';
      if (
        user.kycStatus === 'IN_PROGRESS' &&
        (awaitingWidget || (await hasPendingDocument(db, userId)))
      )
        throw new AppError('KycInProgress');
      if (!deps.identity)
        throw new AppError('ServiceUnavailable', 'Identity verification is not available.');
      const referenceId = `kyc_${randomBytes(12).toString('hex')}`;
      const session = await deps.identity.createSession({ referenceId });
      await insertIdentityCheck(db, { userId, referenceId, sessionId: session.sessionId });
      return { success: true, verification: { url: session.widgetUrl } };
    },

    /** The player finished the widget: a verdict is awaited (REQUESTED, IN_PROGRESS). */
    async identitySubmitted(referenceId: string): Promise<void> {
      await inTransaction(db, async ({ tx }) => {
        const check = await lockIdentityCheckByReference(tx, referenceId);
        // Unknown, or its verdict came first (a webhook without delay): nothing to await.
        if (!check || check.status !== null) return;
        await lockKycState(tx, check.userId);
        await updateIdentityCheck(tx, check.id, { status: 'REQUESTED', submittedAt: new Date() });
        await applyKycEvent(tx, check.userId, 'widget-submitted');
      });
    },

    /** POST /kyc/upload-image: checks in SPEC order, then one pending document per label. */
    async upload(userId: number, input: KycUploadInput): Promise<TKycUploadResponse> {
      await requirePurchase(userId);
      const user = await findKycUser(db, userId);
      if (!user) throw new AppError('Unauthorized');
      if (isKycApproved(user.kycStatus)) throw new AppError('KycAlreadyVerified');
      const file = input.file;
      if (!file || !file.claimed) throw new AppError('ValidationError', DOCUMENT_FILE_MESSAGE);
      if (file.tooLarge || file.bytes.length > KYC_DOCUMENT_MAX_BYTES)
        throw new AppError('ValidationError', KYC_DOCUMENT_TOO_LARGE_MESSAGE);
      const label = await findLabel(db, input.documentLabelId);
      if (!label?.isActive) throw new AppError('KycLabelUnavailable');
      const decoded = await decodeUpload(file.bytes, file.claimed);
      if (!decoded) throw new AppError('ValidationError', DOCUMENT_FILE_MESSAGE);

      const stored = await files.save(decoded);
      try {
        const row = await inTransaction(db, async ({ tx }) => {
          const state = await lockKycState(tx, userId);
          if (!state) throw new AppError('Unauthorized');
          if (isKycApproved(state.kycStatus)) throw new AppError('KycAlreadyVerified');
          const newest = await newestDocument(tx, userId, label.documentLabelId);
          if (newest?.status === 0) throw new AppError('KycInProgress');
          if (newest?.status === 1) throw new AppError('KycAlreadyVerified');
          const inserted = await insertDocument(tx, {
            userId,
            documentLabelId: label.documentLabelId,
            documentName: displayName(file.fileName),
            fileName: stored,
            fileType: decoded.type,
          });
          await applyKycEvent(tx, userId, 'document-uploaded');
          return inserted;
        });
        return { message: KYC_UPLOADED_MESSAGE, document: userDocumentView(row) };
      } catch (error) {
        await files.remove(stored);
        if (isUniqueViolation(error, ONE_PENDING_KEY)) throw new AppError('KycInProgress');
        throw error;
      }
    },

    /** One of the player's own documents (another player's is not found). */
    async ownDocumentFile(userId: number, documentId: number) {
      const doc = await findDocument(db, documentId);
      const bytes = doc && doc.userId === userId ? await files.read(doc.fileName) : undefined;
      if (!doc || !bytes) throw new AppError('NotFound', 'No document of yours has this id.');
      return { type: doc.fileType, bytes };
    },

    updateSsn: (userId: number, value: string) => ssn.update(userId, value),

    /** True when the player gave an SSN (the redemption module's $600 tax threshold). */
    ssnOnFile: (userId: number, tx?: DbOrTx) => ssn.onFile(userId, tx),

    /** When the player's KYC was approved, as recorded (the redemption risk signals, decision 057). */
    approvedAt: (userId: number, tx: DbOrTx = db) => kycApprovedAt(tx, userId),
  };
}

export type KycService = ReturnType<typeof createKycService>;
