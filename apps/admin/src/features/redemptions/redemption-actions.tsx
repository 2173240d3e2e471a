import { useState } from 'react';
import type { TAdminRedemption } from '@app/contracts/redemptions-admin';
import { ModalDialog } from '../../components/modal-dialog';
import { ReasonDialog } from '../../components/reason-dialog';
import { formatUsd } from '../../lib/format';
import '../../components/review-facts.css';
import { useStaffSession } from '../../lib/staff-session';
import { INFO_TEXT_MAX, ZAskForInformation } from '@app/contracts/redemption-risk';
import { TextAreaField } from '../../components/text-area-field';
import {
  NO_PAYOUT_BANK_EXPLANATION,
  NO_PAYOUT_BANK_HINT,
  approveLabel,
  approvedByLabel,
  awaitsPlayerAnswer,
  bankLabel,
  canDecideRedemption,
  hasPayoutBank,
} from './redemption-labels';
import { useApproveRedemption, useAskForInformation, useRejectRedemption } from './redemptions-api';
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
      {(redemption.approvedBy.length > 0 || redemption.approvedBySystem) && (
        <>
          <dt>Approved by</dt>
          <dd>{approvedByLabel(redemption)}</dd>
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

/**
 * Ask for information (decision 057): the question is shown to the player on the request and
 * emailed; the request waits for the answer, then comes back to the queue.
 */
function AskDialog({ redemption, onClose }: { redemption: TAdminRedemption; onClose: () => void }) {
  const ask = useAskForInformation();
  const [question, setQuestion] = useState('');
  const [problem, setProblem] = useState<string>();
  return (
    <ModalDialog
      title={`Ask for information: redemption #${redemption.redeemRequestId}`}
      onClose={onClose}
    >
      <Summary redemption={redemption} />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = ZAskForInformation.safeParse({ question });
          if (!parsed.success) {
            setProblem(parsed.error.issues[0]?.message);
            return;
          }
          setProblem(undefined);
          ask.mutate(
            { redeemRequestId: redemption.redeemRequestId, question: parsed.data.question },
            { onSuccess: onClose },
          );
        }}
      >
        {ask.error && (
          <p className="form-error" role="alert">
            {ask.error.message}
          </p>
        )}
        <TextAreaField
          label="Question (shown to the player and emailed)"
          autoFocus
          maxLength={INFO_TEXT_MAX}
          value={question}
          error={problem}
          onChange={(e) => setQuestion(e.target.value)}
        />
        <FormActions
          layout="dialog"
          submitLabel="Ask the player"
          pendingLabel="Asking…"
          pending={ask.isPending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}

/**
 * Approve (or give the second approval) and Reject, for redemptions.approve on a request in
 * review, and Ask for information where the reviewer reads the signals (`ask`, the review page);
 * while the player's answer is awaited, Reject only.
 */
export function RedemptionActions({
  redemption,
  ask = false,
}: {
  redemption: TAdminRedemption;
  ask?: boolean;
}) {
  const session = useStaffSession();
  const [deciding, setDeciding] = useState<'approve' | 'ask' | 'reject'>();
  if (!session.data || !canDecideRedemption(session.data.role, redemption)) return null;
  const close = () => setDeciding(undefined);
  const payable = hasPayoutBank(redemption);
  const waiting = awaitsPlayerAnswer(redemption);
  const hintId = `no-bank-${redemption.redeemRequestId}`;
  return (
    <span className="row-actions">
      {!waiting && (
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
      )}
      {ask && !waiting && (
        <button type="button" className="button-quiet" onClick={() => setDeciding('ask')}>
          Ask for information
        </button>
      )}
      <button type="button" className="button-quiet" onClick={() => setDeciding('reject')}>
        Reject
      </button>
      {waiting && <span className="muted">Waiting for the player’s answer</span>}
      {!payable && !waiting && (
        <span id={hintId} className="muted no-payout-bank" title={NO_PAYOUT_BANK_EXPLANATION}>
          {NO_PAYOUT_BANK_HINT}
        </span>
      )}
      {deciding === 'approve' && payable && (
        <ApproveDialog redemption={redemption} onClose={close} />
      )}
      {deciding === 'ask' && <AskDialog redemption={redemption} onClose={close} />}
      {deciding === 'reject' && <RejectDialog redemption={redemption} onClose={close} />}
    </span>
  );
}
