import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_SC_EXPIRY_REASON,
  ZScExpiryRejectRequest,
  ZScExpiryReversalRequest,
  type TScExpiry,
  type TScExpiryRejectRequest,
  type TScExpiryReversalRequest,
} from '@app/contracts/sc-expiry';
import { FormActions } from '../../components/form-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { formatCoins, formatTime } from '../../lib/format';
import { useApproveReversal } from './approve-reversal';
import { useAskReversal } from './ask-reversal';
import { useRejectReversal } from './reject-reversal';

/** What expired: the player, each account's SC and when; and a reversal's reason once asked. */
function Summary({ expiry }: { expiry: TScExpiry }) {
  return (
    <dl className="sc-expiry-summary">
      <dt>Player</dt>
      <dd>
        {expiry.username} (#{expiry.userId})
      </dd>
      <dt>Unplayed SC</dt>
      <dd>{formatCoins(expiry.scUnplayed)}</dd>
      <dt>Redeemable SC</dt>
      <dd>{formatCoins(expiry.scRedeemable)}</dd>
      <dt>Last play or sign-in</dt>
      <dd>{formatTime(expiry.lastActivityAt)}</dd>
      <dt>Warned by email</dt>
      <dd>{formatTime(expiry.warnedAt)}</dd>
      <dt>Expired</dt>
      <dd>{formatTime(expiry.expiredAt)}</dd>
      {expiry.reversal && (
        <>
          <dt>Reversal asked by</dt>
          <dd>{expiry.reversal.requestedBy.email}</dd>
          <dt>Reason</dt>
          <dd>{expiry.reversal.reason}</dd>
        </>
      )}
    </dl>
  );
}

/** Ask: the reason is required; a second member then approves or rejects. */
export function AskReversalDialog({ expiry, onClose }: { expiry: TScExpiry; onClose: () => void }) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const ask = useAskReversal();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TScExpiryReversalRequest>({
    resolver: zodResolver(ZScExpiryReversalRequest),
    defaultValues: { reason: '' },
  });
  return (
    <ModalDialog title={`Ask to reverse expiry #${expiry.id}`} onClose={onClose}>
      <Summary expiry={expiry} />
      <p className="field-hint">
        Nothing moves yet: another member must approve the reversal. It then gives back exactly
        these amounts, to the same accounts.
      </p>
      <form
        className="sc-expiry-form"
        noValidate
        onSubmit={handleSubmit(({ reason }) =>
          ask.mutate({ id: expiry.id, reason, idempotencyKey }, { onSuccess: onClose }),
        )}
      >
        {ask.error && (
          <p className="form-error" role="alert">
            {ask.error.message}
          </p>
        )}
        <TextAreaField
          label="Reason"
          autoFocus
          maxLength={MAX_SC_EXPIRY_REASON}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormActions
          layout="dialog"
          submitLabel="Ask for reversal"
          pendingLabel="Asking…"
          pending={ask.isPending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}

/**
 * Approve: a last look and an optional note. Without a recent re-authentication the server answers
 * 4004 and the back office's ReauthDialog asks for password and code, then sends it again.
 */
export function ApproveReversalDialog({
  expiry,
  onClose,
}: {
  expiry: TScExpiry;
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [note, setNote] = useState('');
  const approve = useApproveReversal();
  return (
    <ModalDialog title={`Approve reversal of expiry #${expiry.id}`} onClose={onClose}>
      <Summary expiry={expiry} />
      <form
        className="sc-expiry-form"
        onSubmit={(event) => {
          event.preventDefault();
          approve.mutate({ id: expiry.id, comment: note, idempotencyKey }, { onSuccess: onClose });
        }}
      >
        {approve.error && (
          <p className="form-error" role="alert">
            {approve.error.message}
          </p>
        )}
        <TextAreaField
          label="Note (optional)"
          maxLength={MAX_SC_EXPIRY_REASON}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <FormActions
          layout="dialog"
          submitLabel="Approve and give the SC back"
          pendingLabel="Approving…"
          pending={approve.isPending}
          onCancel={onClose}
          autoFocus
        />
      </form>
    </ModalDialog>
  );
}

/** Reject: the comment is required; the SC stay expired and a reversal can be asked again. */
export function RejectReversalDialog({
  expiry,
  onClose,
}: {
  expiry: TScExpiry;
  onClose: () => void;
}) {
  const reject = useRejectReversal();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TScExpiryRejectRequest>({
    resolver: zodResolver(ZScExpiryRejectRequest),
    defaultValues: { comment: '' },
  });
  return (
    <ModalDialog title={`Reject reversal of expiry #${expiry.id}`} onClose={onClose}>
      <Summary expiry={expiry} />
      <form
        className="sc-expiry-form"
        noValidate
        onSubmit={handleSubmit(({ comment }) =>
          reject.mutate({ id: expiry.id, comment }, { onSuccess: onClose }),
        )}
      >
        {reject.error && (
          <p className="form-error" role="alert">
            {reject.error.message}
          </p>
        )}
        <TextAreaField
          label="Comment"
          autoFocus
          maxLength={MAX_SC_EXPIRY_REASON}
          error={errors.comment?.message}
          {...register('comment')}
        />
        <FormActions
          layout="dialog"
          submitLabel="Reject reversal"
          pendingLabel="Rejecting…"
          pending={reject.isPending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
