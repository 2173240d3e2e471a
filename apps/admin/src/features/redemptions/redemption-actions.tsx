import { useState } from 'react';
import type { TAdminRedemption } from '@app/contracts/redemptions-admin';
import { ModalDialog } from '../../components/modal-dialog';
import { ReasonDialog } from '../../components/reason-dialog';
import { formatUsd } from '../../lib/format';
import '../../components/review-facts.css';
import { useStaffSession } from '../../lib/staff-session';
import {
  NO_PAYOUT_BANK_EXPLANATION,
  NO_PAYOUT_BANK_HINT,
  approveLabel,
  bankLabel,
  canDecideRedemption,
  hasPayoutBank,
} from './redemption-labels';
import { useApproveRedemption, useRejectRedemption } from './redemptions-api';
import { FormActions } from '../../components/form-actions';

function Summary({ redemption }: { redemption: TAdminRedemption }) {
  return (
    <dl className="review-facts redemption-summary">
      <dt>Player</dt>
      <dd>
        {redemption.username} (#{redemption.userId})
      </dd>
      <dt>Amount</dt>
      <dd className="amount">{formatUsd(redemption.amount)}</dd>
      <dt>Bank</dt>
      <dd>{bankLabel(redemption)}</dd>
      {redemption.approvedBy.length > 0 && (
        <>
          <dt>Approved by</dt>
          <dd>{redemption.approvedBy.join(', ')}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * A last look, then the approval. Without a recent re-authentication the server answers 4004 and
 * the ReauthDialog asks for password and code; the same key makes the resend count once.
 */
function ApproveDialog({
  redemption,
  onClose,
}: {
  redemption: TAdminRedemption;
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const approve = useApproveRedemption();
  const label = approveLabel(redemption);
  return (
    <ModalDialog title={`${label}: redemption #${redemption.redeemRequestId}`} onClose={onClose}>
      <Summary redemption={redemption} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          approve.mutate(
            { redeemRequestId: redemption.redeemRequestId, idempotencyKey },
            { onSuccess: onClose },
          );
        }}
      >
        {approve.error && (
          <p className="form-error" role="alert">
            {approve.error.message}
          </p>
        )}
        {redemption.awaitingSecondApproval && (
          <p className="muted">
            {redemption.approvedBy.join(', ')} approved it first; a second member’s approval sends
            the payout.
          </p>
        )}
        <FormActions
          layout="dialog"
          submitLabel={label}
          pendingLabel="Approving…"
          pending={approve.isPending}
          onCancel={onClose}
          autoFocus
        />
      </form>
    </ModalDialog>
  );
}

function RejectDialog({
  redemption,
  onClose,
}: {
  redemption: TAdminRedemption;
  onClose: () => void;
}) {
  const reject = useRejectRedemption();
  return (
    <ReasonDialog
      title={`Reject redemption #${redemption.redeemRequestId}`}
      label="Reason (emailed to the player)"
      summary={<Summary redemption={redemption} />}
      submitLabel="Reject"
      pendingLabel="Rejecting…"
      pending={reject.isPending}
      error={reject.error}
      onSubmit={(reason) =>
        reject.mutate(
          { redeemRequestId: redemption.redeemRequestId, reason },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    />
  );
}

/** Approve (or give the second approval) and Reject, for redemptions.approve on a pending request. */
export function RedemptionActions({ redemption }: { redemption: TAdminRedemption }) {
  const session = useStaffSession();
  const [deciding, setDeciding] = useState<'approve' | 'reject'>();
  if (!session.data || !canDecideRedemption(session.data.role, redemption)) return null;
  const close = () => setDeciding(undefined);
  const payable = hasPayoutBank(redemption);
  const hintId = `no-bank-${redemption.redeemRequestId}`;
  return (
    <span className="row-actions">
      <button
        type="button"
        className="button-primary"
        disabled={!payable}
        title={payable ? undefined : NO_PAYOUT_BANK_EXPLANATION}
        aria-describedby={payable ? undefined : hintId}
        onClick={() => setDeciding('approve')}
      >
        {approveLabel(redemption)}
      </button>
      <button type="button" className="button-quiet" onClick={() => setDeciding('reject')}>
        Reject
      </button>
      {!payable && (
        <span id={hintId} className="muted no-payout-bank" title={NO_PAYOUT_BANK_EXPLANATION}>
          {NO_PAYOUT_BANK_HINT}
        </span>
      )}
      {deciding === 'approve' && payable && (
        <ApproveDialog redemption={redemption} onClose={close} />
      )}
      {deciding === 'reject' && <RejectDialog redemption={redemption} onClose={close} />}
    </span>
  );
}
