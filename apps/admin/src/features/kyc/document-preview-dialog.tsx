import type { TKycQueueDocument } from '@app/contracts/kyc-admin';
import { ModalDialog } from '../../components/modal-dialog';
import { formatTime } from '../../lib/format';
import { DocumentActions } from './document-actions';
import { DocumentPreview } from './document-preview';
import { DOCUMENT_STATUS_LABELS } from './kyc-labels';

/** The file at full size beside who sent it, with the decision buttons while it is pending. */
export function DocumentPreviewDialog({
  document,
  onClose,
}: {
  document: TKycQueueDocument;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      wide
      title={`${document.labelName} of ${document.username} (#${document.userId})`}
      onClose={onClose}
    >
      <div className="document-review">
        <DocumentPreview document={document} />
        <dl className="review-facts">
          <dt>File</dt>
          <dd>{document.documentName}</dd>
          <dt>Uploaded</dt>
          <dd>{formatTime(document.createdAt)}</dd>
          <dt>Status</dt>
          <dd>{DOCUMENT_STATUS_LABELS[document.status]}</dd>
          {document.reason && (
            <>
              <dt>Reason</dt>
              <dd>{document.reason}</dd>
            </>
          )}
          {document.reviewedBy && (
            <>
              <dt>Reviewed by</dt>
              <dd>{document.reviewedBy}</dd>
            </>
          )}
        </dl>
      </div>
      <div className="modal-actions">
        <DocumentActions document={document} onDecided={onClose} />
        <button type="button" className="button-quiet" onClick={onClose} autoFocus>
          Close
        </button>
      </div>
    </ModalDialog>
  );
}
