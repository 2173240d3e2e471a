import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DISPUTE_DEBT_STATUS_LABELS,
  DISPUTE_STATUS_LABELS,
  MAX_DISPUTE_REASON,
  ZDisputeDebtRequest,
  type TDispute,
  type TDisputeDebtRequest,
} from '@app/contracts/disputes';
import { FormActions } from '../../components/form-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { formatCoins, formatTime, formatUsd } from '../../lib/format';
import { useCollectDebt } from './collect-debt';
import { useWaiveDebt } from './waive-debt';

/** The case: the purchase, what the chargeback reversed, what is owed. */
function Summary({ dispute }: { dispute: TDispute }) {
  const { reversed, debt } = dispute;
  return (
    <dl className="dispute-summary">
      <dt>Player</dt>
      <dd>
        {dispute.username} (#{dispute.userId})
      </dd>
      <dt>Purchase</dt>
      <dd>
        {dispute.referenceId} ({dispute.provider}), {formatUsd(dispute.amountCents)}
      </dd>
      <dt>Dispute</dt>
      <dd>
        {DISPUTE_STATUS_LABELS[dispute.status]}, opened {formatTime(dispute.openedAt)}
        {dispute.reason ? `: ${dispute.reason}` : ''}
      </dd>
      <dt>Reversed</dt>
      <dd>
        {formatCoins(reversed.gc)} GC, {formatCoins(reversed.scUnplayed)} unplayed SC,{' '}
        {formatCoins(reversed.scRedeemable)} redeemable SC
      </dd>
      <dt>Still owed</dt>
      <dd>
        {formatCoins(debt.owedGc)} GC, {formatCoins(debt.owedSc)} SC (
        {DISPUTE_DEBT_STATUS_LABELS[debt.status]})
      </dd>
    </dl>
  );
}

/**
 * Collect or waive: the reason is required. Without a recent re-authentication the server answers
 * 4004 and the back office's ReauthDialog asks for password and code, then sends it again with
 * the same Idempotency-Key.
 */
export function DebtActionDialog({
  dispute,
  mode,
  onClose,
}: {
  dispute: TDispute;
  mode: 'collect' | 'waive';
  onClose: () => void;
}) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const collect = useCollectDebt();
  const waive = useWaiveDebt();
  const action = mode === 'collect' ? collect : waive;
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TDisputeDebtRequest>({
    resolver: zodResolver(ZDisputeDebtRequest),
    defaultValues: { reason: '' },
  });
  return (
    <ModalDialog
      title={`${mode === 'collect' ? 'Collect the debt of' : 'Waive the debt of'} dispute #${dispute.id}`}
      onClose={onClose}
    >
      <Summary dispute={dispute} />
      <p className="field-hint">
        {mode === 'collect'
          ? 'Takes what is owed from the player’s balances now, as much as they hold: GC, then unplayed SC before redeemable SC. The debt is settled once nothing is owed.'
          : 'Forgives what is still owed: nothing moves, and the player may redeem again.'}
      </p>
      <form
        className="dispute-form"
        noValidate
        onSubmit={handleSubmit(({ reason }) =>
          action.mutate({ id: dispute.id, reason, idempotencyKey }, { onSuccess: onClose }),
        )}
      >
        {action.error && (
          <p className="form-error" role="alert">
            {action.error.message}
          </p>
        )}
        <TextAreaField
          label="Reason"
          autoFocus
          maxLength={MAX_DISPUTE_REASON}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormActions
          layout="dialog"
          submitLabel={mode === 'collect' ? 'Collect' : 'Waive the debt'}
          pendingLabel={mode === 'collect' ? 'Collecting…' : 'Waiving…'}
          pending={action.isPending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
