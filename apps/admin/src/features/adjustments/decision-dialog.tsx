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
import { ERRORS } from '@app/contracts/error-codes';
import { ZStaffReauthRequest, type TStaffReauthRequest } from '@app/contracts/staff-auth';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { ApiError } from '../../lib/api-client';
import { accountLabel, signedAmount } from './adjustment-labels';
import { useApproveAdjustment } from './approve-adjustment';
import { useReauthenticate } from './reauthenticate';
import { useRejectAdjustment } from './reject-adjustment';

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

/** Password and code again (4004): then the approval is sent again with the same key. */
function ReauthForm({ onConfirmed, busy }: { onConfirmed: () => void; busy: boolean }) {
  const reauth = useReauthenticate();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TStaffReauthRequest>({ resolver: zodResolver(ZStaffReauthRequest) });
  return (
    <form
      className="adjustment-form"
      noValidate
      onSubmit={handleSubmit((values) => reauth.mutate(values, { onSuccess: onConfirmed }))}
    >
      <p className="muted">Approving moves coins: confirm your password and code.</p>
      {reauth.error && (
        <p className="form-error" role="alert">
          {reauth.error.message}
        </p>
      )}
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        autoFocus
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        error={errors.code?.message}
        {...register('code')}
      />
      <div className="form-actions">
        <button type="submit" className="button-primary" disabled={reauth.isPending || busy}>
          Confirm and approve
        </button>
      </div>
    </form>
  );
}

/** Approve: a last look and an optional note; asks for password and code when the server does. */
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
  const needsReauth =
    approve.error instanceof ApiError && approve.error.hasCode(ERRORS.StaffReauthRequired.code);

  return (
    <ModalDialog title={`Approve adjustment #${adjustment.id}`} onClose={onClose}>
      <Summary adjustment={adjustment} />
      {needsReauth ? (
        <ReauthForm onConfirmed={run} busy={approve.isPending} />
      ) : (
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
          <div className="form-actions">
            <button type="submit" className="button-primary" autoFocus disabled={approve.isPending}>
              {approve.isPending ? 'Approving…' : 'Confirm approval'}
            </button>
            <button type="button" className="button-quiet" onClick={onClose}>
              Cancel
            </button>
          </div>
        </form>
      )}
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
