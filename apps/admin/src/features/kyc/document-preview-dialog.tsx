import { formatDate } from '@app/contracts/dates';
import type { TKycQueueDocument } from '@app/contracts/kyc-admin';
import { ModalDialog } from '../../components/modal-dialog';
import { formatTime } from '../../lib/format';
import { usePlayer } from '../players/players-api';
import { DocumentActions } from './document-actions';
import { DocumentPreview } from './document-preview';
import { DOCUMENT_STATUS_LABELS } from './kyc-labels';

/**
 * What the player told us, to compare with the document: name, date of birth and address from
 * the player's profile (reading it is audited as a view of the player's personal data).
 */
function PlayerOnFile({ userId }: { userId: number }) {
  const player = usePlayer(userId);
  if (player.isError)
    return (
      <p className="form-error" role="alert">
        {player.error.message}
      </p>
    );
  if (!player.data) return <p className="muted">Loading the player’s profile…</p>;
  const { firstName, lastName, dateOfBirth, address } = player.data;
  const name = [firstName, lastName].filter(Boolean).join(' ');
  return (
    <dl className="review-facts player-on-file" aria-label="Player on file">
      <dt>Name</dt>
      <dd>{name || '—'}</dd>
      <dt>Date of birth</dt>
      <dd>{dateOfBirth ? formatDate(dateOfBirth) : '—'}</dd>
      <dt>Address</dt>
      <dd>{address ?? '—'}</dd>
    </dl>
  );
}

/**
 * The file at full size beside who sent it and what their profile says, with the decision
 * buttons while it is pending.
 */
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
        <div className="document-review-facts">
          <h3>Player on file</h3>
          <PlayerOnFile userId={document.userId} />
          <h3>Document</h3>
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
