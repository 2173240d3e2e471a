import { useState } from 'react';
import { ModalDialog } from '../../components/modal-dialog';
import { ReasonDialog } from '../../components/reason-dialog';
import { useCan } from '../../lib/staff-session';
import { useRevealSsn } from './kyc-api';

export const SSN_REVEAL_AUDITED_NOTE =
  'This reveal, with your reason, is recorded in the audit log. Close this window to hide the SSN again.';

/**
 * 'Reveal SSN' for kyc.ssn.reveal only: asks why, then (after a re-authentication if the window
 * passed) shows the full number once. Closing forgets it: nothing keeps it after the dialog.
 */
export function RevealSsnButton({ userId, username }: { userId: number; username: string }) {
  const canReveal = useCan('kyc.ssn.reveal');
  const reveal = useRevealSsn(userId);
  const [asking, setAsking] = useState(false);
  if (!canReveal) return null;
  const close = () => {
    setAsking(false);
    reveal.reset();
  };
  return (
    <>
      <button
        type="button"
        className="link-button"
        onClick={() => {
          reveal.reset();
          setAsking(true);
        }}
      >
        Reveal SSN
      </button>
      {asking && !reveal.data && (
        <ReasonDialog
          title={`Reveal the SSN of ${username}`}
          label="Why do you need the full SSN?"
          summary={<p className="muted">The reveal and your reason are audited.</p>}
          submitLabel="Reveal SSN"
          pendingLabel="Revealing…"
          pending={reveal.isPending}
          error={reveal.error}
          onSubmit={(reason) => reveal.mutate(reason)}
          onClose={close}
        />
      )}
      {reveal.data && (
        <ModalDialog title={`SSN of ${username}`} onClose={close}>
          <p className="revealed-ssn" aria-label="Full SSN">
            {reveal.data.ssn}
          </p>
          <p className="muted" role="status">
            {SSN_REVEAL_AUDITED_NOTE}
          </p>
          <div className="modal-actions">
            <button type="button" className="button-primary" onClick={close} autoFocus>
              Close
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
