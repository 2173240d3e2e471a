import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADJUSTMENT_REASON_LABELS,
  MAX_ADJUSTMENT_COMMENT,
  ZAdjustmentRejectRequest,
  type TAdjustment,
  type TAdjustmentRejectRequest,
} from '@app/contracts/adjustments';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { accountLabel, signedAmount } from './adjustment-labels';
import { useApproveAdjustment } from './approve-adjustment';
import { useRejectAdjustment } from './reject-adjustment';
import { FormActions } from '../../components/form-actions';

function Summary({ adjustment }: { adjustment: TAdjustment }) {
  return (
    <dl className="adjustment-summary">
      <dt>Player</dt>
      <dd>#{adjustment.userId}</dd>
      <dt>Account</dt>
      <dd>{accountLabel(adjustment)}</dd>
      <dt>Amount</dt>
      <dd>{signedAmount(adjustment)}</dd>
      <dt>Reason</dt>
      <dd>{ADJUSTMENT_REASON_LABELS[adjustment.reason]}</dd>
      <dt>Comment</dt>
      <dd>{adjustment.comment}</dd>
      <dt>Asked by</dt>
      <dd>{adjustment.requestedBy.email}</dd>
    </dl>
  );
}

/**
 * Approve: a last look and an optional note. Without a recent re-authentication the server answers
 * 4004 and the back office's ReauthDialog asks for password and code, then sends it again.
 */
export function ApproveDialog({
  adjustment,
  onClose,
}: {
  adjustment: TAdjustment;
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [note, setNote] = useState('');
  const approve = useApproveAdjustment();
  const run = () =>
    approve.mutate({ id: adjustment.id, comment: note, idempotencyKey }, { onSuccess: onClose });

  return (
    <ModalDialog title={`Approve adjustment #${adjustment.id}`} onClose={onClose}>
      <Summary adjustment={adjustment} />
      {
        <form
          className="adjustment-form"
          onSubmit={(event) => {
            event.preventDefault();
            run();
          }}
        >
          {approve.error && (
            <p className="form-error" role="alert">
              {approve.error.message}
            </p>
          )}
          <TextAreaField
            label="Note (optional)"
            maxLength={MAX_ADJUSTMENT_COMMENT}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
          <FormActions
            submitLabel="Confirm approval"
            pendingLabel="Approving…"
            pending={approve.isPending}
            onCancel={onClose}
            autoFocus
          />
        </form>
      }
    </ModalDialog>
  );
}

/** Reject: the reason is required; nothing moves. */
export function RejectDialog({
  adjustment,
  onClose,
}: {
  adjustment: TAdjustment;
  onClose: () => void;
}) {
  const reject = useRejectAdjustment();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TAdjustmentRejectRequest>({
    resolver: zodResolver(ZAdjustmentRejectRequest),
    defaultValues: { comment: '' },
  });
  return (
    <ModalDialog title={`Reject adjustment #${adjustment.id}`} onClose={onClose}>
      <Summary adjustment={adjustment} />
      <form
        className="adjustment-form"
        noValidate
        onSubmit={handleSubmit(({ comment }) =>
          reject.mutate({ id: adjustment.id, comment }, { onSuccess: onClose }),
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
          maxLength={MAX_ADJUSTMENT_COMMENT}
          error={errors.comment?.message}
          {...register('comment')}
        />
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={reject.isPending}>
            {reject.isPending ? 'Rejecting…' : 'Confirm rejection'}
          </button>
          <button type="button" className="button-quiet" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
