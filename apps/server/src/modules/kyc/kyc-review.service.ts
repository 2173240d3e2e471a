import type { DocumentStatus } from '@app/contracts/constants';
import type { TIdentityWidgetStatus, TKycStatus } from '@app/contracts/kyc';
import type {
  TIdentityCheckPage,
  TKycDocumentPage,
  TPlayerKyc,
  TSsnReveal,
} from '@app/contracts/kyc-admin';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mailer';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { KycFiles } from './kyc-files';
import {
  kycApprovedEmail,
  kycDocumentDeclinedEmail,
  kycDocumentReRequestedEmail,
} from './kyc-emails';
import { applyKycEvent, type KycEvent } from './kyc-status';
import {
  decidePendingDocument,
  findDocument,
  findKycUser,
  findLabel,
  listIdentityChecks,
  listQueueDocuments,
  requiredLabelsVerified,
} from './kyc.repository';
import { cursorOf, identityCheckView, PAGE_SIZE, queueDocumentView } from './kyc-views';
import type { SsnStore } from './ssn.service';

type DocumentDecision = 'approve' | 'decline' | 're-request';
const DECISION_STATUS: Record<DocumentDecision, DocumentStatus> = {
  approve: 1,
  decline: 2,
  're-request': 3,
};

const afterIdOf = (cursor: string | undefined) => {
  if (cursor === undefined || cursor === '') return undefined;
  if (!/^\d{1,10}$/.test(cursor)) throw new AppError('ValidationError', 'cursor is not valid.');
  return Number(cursor);
};

/**
 * The back office's KYC queue (compliance): documents and identity checks to decide, the
 * player's KYC panel and the audited SSN reveal (decision 029).
 */
export function createKycReview(deps: {
  db: Db;
  files: KycFiles;
  ssn: SsnStore;
  audit: AuditService;
  mailer: Mailer;
  siteUrl: string;
}) {
  const { db, audit, mailer } = deps;

  async function decideDocument(
    actor: AuditActor,
    documentId: number,
    decision: DocumentDecision,
    reason: string | null,
  ) {
    return inTransaction(db, async (uow) => {
      const status = DECISION_STATUS[decision];
      const doc = await decidePendingDocument(uow.tx, documentId, {
        status,
        reason,
        reviewedBy: actor.staffEmail,
      });
      if (!doc) {
        const exists = await findDocument(uow.tx, documentId);
        if (!exists) throw new AppError('NotFound', 'No KYC document has this id.');
        throw new AppError('KycDocumentDecided');
      }
      let event: KycEvent | undefined;
      if (decision === 'decline') event = 'document-declined';
      else if (decision === 're-request') event = 'document-re-requested';
      else if (await requiredLabelsVerified(uow.tx, doc.userId)) event = 'documents-verified';
      const user = await findKycUser(uow.tx, doc.userId);
      if (!user) throw new Error(`no user ${doc.userId}`);
      const change = event ? await applyKycEvent(uow.tx, doc.userId, event) : undefined;
      const kycBefore = user.kycStatus;
      const kycAfter = change?.after.kycStatus ?? user.kycStatus;
      await audit.record(uow.tx, actor, {
        action: `kyc.document.${decision}`,
        playerId: doc.userId,
        target: `kyc-document:${doc.id}`,
        before: { status: 0, kycStatus: kycBefore },
        after: { status, kycStatus: kycAfter },
        detail: reason ? { reason } : null,
      });
      const label = await findLabel(uow.tx, doc.documentLabelId);
      const mail = { to: user.email, username: user.username, siteUrl: deps.siteUrl };
      const labelName = label?.name.EN ?? 'KYC';
      // The emails commit with the decision (the outbox is written in this transaction).
      if (decision === 'decline' && reason)
        await mailer.send(kycDocumentDeclinedEmail({ ...mail, labelName, reason }), uow);
      if (decision === 're-request' && reason)
        await mailer.send(kycDocumentReRequestedEmail({ ...mail, labelName, reason }), uow);
      if (kycAfter === 'APPROVED' && kycBefore !== 'APPROVED')
        await mailer.send(kycApprovedEmail(mail), uow);
      return { documentId: doc.id, status, kycStatus: kycAfter as TKycStatus };
    });
  }

  return {
    async documents(query: {
      status?: DocumentStatus;
      cursor?: string;
    }): Promise<TKycDocumentPage> {
      const rows = await listQueueDocuments(db, {
        status: query.status,
        afterId: afterIdOf(query.cursor),
        limit: PAGE_SIZE,
      });
      return {
        rows: rows.map(queueDocumentView),
        nextCursor: cursorOf(rows, (row) => row.document.id, PAGE_SIZE),
      };
    },

    async documentFile(documentId: number) {
      const doc = await findDocument(db, documentId);
      const bytes = doc ? await deps.files.read(doc.fileName) : undefined;
      if (!doc || !bytes) throw new AppError('NotFound', 'No KYC document has this id.');
      return { type: doc.fileType, bytes };
    },

    approveDocument: (actor: AuditActor, id: number) => decideDocument(actor, id, 'approve', null),
    declineDocument: (actor: AuditActor, id: number, reason: string) =>
      decideDocument(actor, id, 'decline', reason),
    reRequestDocument: (actor: AuditActor, id: number, reason: string) =>
      decideDocument(actor, id, 're-request', reason),

    async identityChecks(query: {
      status?: TIdentityWidgetStatus;
      cursor?: string;
    }): Promise<TIdentityCheckPage> {
      const rows = await listIdentityChecks(db, {
        status: query.status,
        afterId: afterIdOf(query.cursor),
        limit: PAGE_SIZE,
      });
      return {
        rows: rows.map(identityCheckView),
        nextCursor: cursorOf(rows, (row) => row.check.id, PAGE_SIZE),
      };
    },

    async playerKyc(userId: number): Promise<TPlayerKyc> {
      const user = await findKycUser(db, userId);
      if (!user) throw new AppError('NotFound', 'No player has this id.');
      const [documents, checks, ssn] = await Promise.all([
        listQueueDocuments(db, { userId, limit: 200 }),
        listIdentityChecks(db, { userId, limit: 100 }),
        deps.ssn.masked(userId),
      ]);
      return {
        kycStatus: user.kycStatus as TKycStatus,
        identityWidgetStatus: user.identityWidgetStatus as TIdentityWidgetStatus | null,
        documents: documents.map(queueDocumentView),
        identityChecks: checks.map(identityCheckView),
        ssn,
      };
    },

    /** The full SSN for a compliance member, with a reason; the audit keeps the reason, not the SSN. */
    async revealSsn(actor: AuditActor, userId: number, reason: string): Promise<TSsnReveal> {
      return inTransaction(db, async ({ tx }) => {
        const user = await findKycUser(tx, userId);
        if (!user) throw new AppError('NotFound', 'No player has this id.');
        const ssn = await deps.ssn.reveal(tx, userId);
        if (ssn === undefined) throw new AppError('SsnNotOnFile');
        await audit.record(tx, actor, {
          action: 'kyc.ssn.reveal',
          playerId: userId,
          target: `player:${userId}`,
          detail: { reason },
        });
        return { ssn };
      });
    },
  };
}

export type KycReview = ReturnType<typeof createKycReview>;
