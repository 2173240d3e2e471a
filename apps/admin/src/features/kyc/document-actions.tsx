import { useState } from 'react';
import type { TKycQueueDocument } from '@app/contracts/kyc-admin';
import { ReasonDialog } from '../../components/reason-dialog';
import { useCan } from '../../lib/staff-session';
import { useDecideDocument, type DocumentDecision } from './kyc-api';
import { isDecidable } from './kyc-labels';

const REASON_DIALOGS = {
  decline: { title: 'Decline', submit: 'Decline document', pending: 'Declining…' },
  're-request': { title: 'Ask again for', submit: 'Ask for a new file', pending: 'Sending…' },
} as const;

/**
 * Approve, Decline and Re-request of a pending document, for kyc.review only. Decline and
 * re-request ask a reason the player reads under the upload area.
 */
export function DocumentActions({
  document,
  onDecided,
}: {
  document: TKycQueueDocument;
  /** After a decision the server accepted (the preview dialog closes). */
  onDecided?: () => void;
}) {
  const canReview = useCan('kyc.review');
  const decide = useDecideDocument();
  const [asking, setAsking] = useState<Exclude<DocumentDecision, 'approve'>>();
  if (!canReview || !isDecidable(document)) return null;
  const dialog = asking && REASON_DIALOGS[asking];
  const close = () => {
    setAsking(undefined);
    decide.reset();
  };
  return (
    <div className="decision-actions">
      <span className="row-actions">
        <button
          type="button"
          className="button-primary"
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate(
              { documentId: document.documentId, userId: document.userId, decision: 'approve' },
              { onSuccess: onDecided },
            )
          }
        >
          Approve
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={decide.isPending}
          onClick={() => {
            decide.reset();
            setAsking('decline');
          }}
        >
          Decline
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={decide.isPending}
          onClick={() => {
            decide.reset();
            setAsking('re-request');
          }}
        >
          Re-request
        </button>
      </span>
      {!asking && decide.error && (
        <p className="form-error" role="alert">
          {decide.error.message}
        </p>
      )}
      {asking && dialog && (
        <ReasonDialog
          title={`${dialog.title} ${document.labelName} of ${document.username}`}
          submitLabel={dialog.submit}
          pendingLabel={dialog.pending}
          pending={decide.isPending}
          error={decide.error}
          onSubmit={(reason) =>
            decide.mutate(
              {
                documentId: document.documentId,
                userId: document.userId,
                decision: asking,
                reason,
              },
              {
                onSuccess: () => {
                  setAsking(undefined);
                  onDecided?.();
                },
              },
            )
          }
          onClose={close}
        />
      )}
    </div>
  );
}
