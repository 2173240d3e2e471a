import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADJUSTMENT_ACCOUNTS,
  ADJUSTMENT_CURRENCY,
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_REASONS,
  MAX_ADJUSTMENT_COMMENT,
  ZAdjustmentForm,
  type TAdjustment,
  type TAdjustmentFormInput,
  type TAdjustmentRequest,
} from '@app/contracts/adjustments';
import { formatAmount } from '@app/contracts/money';
import { FormField } from '../../components/form-field';
import { TextAreaField } from '../../components/text-area-field';
import { idempotencyKeys } from '../../lib/idempotency-keys';
import { accountLabel, signedAmount, thresholdText } from './adjustment-labels';
import { useAdjustmentSettings } from './get-adjustment-settings';
import { useRequestAdjustment } from './request-adjustment';
import { FormActions } from '../../components/form-actions';

/**
 * Credit or debit one account of a player. Up to the threshold it applies at once; above it waits
 * for a second member. One Idempotency-Key per distinct request, so a resend never applies twice.
 */
export function AdjustmentForm({
  playerId,
  onClose,
  onAdjusted,
}: {
  playerId: number;
  onClose: () => void;
  onAdjusted?: (adjustment: TAdjustment) => void;
}) {
  const accountId = useId();
  const reasonId = useId();
  const [result, setResult] = useState<TAdjustment>();
  const [keyFor] = useState(() => idempotencyKeys());
  const settings = useAdjustmentSettings();
  const submit = useRequestAdjustment();
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<TAdjustmentFormInput, unknown, TAdjustmentRequest>({
    resolver: zodResolver(ZAdjustmentForm),
    defaultValues: { account: 'GC', direction: 'credit', amount: '', comment: '' },
  });
  const account = useWatch({ control, name: 'account' });

  if (result) {
    return (
      <div className="adjustment-result" role="status">
        {result.status === 'APPLIED' ? (
          <p>
            Applied {signedAmount(result)} to {accountLabel(result)}. New balance:{' '}
            <strong>{formatAmount(result.balanceAfter ?? 0)}</strong>.
          </p>
        ) : (
          <p>
            {signedAmount(result)} to {accountLabel(result)} is above the{' '}
            {formatAmount(result.threshold)} {ADJUSTMENT_CURRENCY[result.account]} threshold: it
            waits for a second member’s approval.
          </p>
        )}
        <button type="button" className="button-primary" onClick={onClose} autoFocus>
          Done
        </button>
      </div>
    );
  }

  const threshold = settings.data ? thresholdText(settings.data, account) : undefined;
  return (
    <form
      className="adjustment-form"
      noValidate
      onSubmit={handleSubmit((request) =>
        submit.mutate(
          { playerId, request, idempotencyKey: keyFor(request) },
          {
            onSuccess: (adjustment) => {
              setResult(adjustment);
              onAdjusted?.(adjustment);
            },
          },
        ),
      )}
    >
      {submit.error && (
        <p className="form-error" role="alert">
          {submit.error.message}
        </p>
      )}
      <div className="field">
        <label htmlFor={accountId}>Account</label>
        <select id={accountId} autoFocus {...register('account')}>
          {ADJUSTMENT_ACCOUNTS.map((account) => (
            <option key={account} value={account}>
              {accountLabel({ account })}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="adjustment-direction">
        <legend>Direction</legend>
        <label>
          <input type="radio" value="credit" {...register('direction')} /> Credit (add coins)
        </label>
        <label>
          <input type="radio" value="debit" {...register('direction')} /> Debit (take coins)
        </label>
      </fieldset>
      <FormField
        label="Amount"
        inputMode="decimal"
        autoComplete="off"
        hint={
          threshold === undefined
            ? 'Coins, for example 25 or 12.50.'
            : `Coins, for example 25 or 12.50. Above ${threshold} a second member must approve.`
        }
        error={errors.amount?.message}
        {...register('amount')}
      />
      <div className="field">
        <label htmlFor={reasonId}>Reason</label>
        <select
          id={reasonId}
          aria-invalid={errors.reason ? true : undefined}
          defaultValue=""
          {...register('reason')}
        >
          <option value="" disabled>
            Choose a reason
          </option>
          {ADJUSTMENT_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {ADJUSTMENT_REASON_LABELS[reason]}
            </option>
          ))}
        </select>
        {errors.reason && (
          <p className="field-error" role="alert">
            {errors.reason.message}
          </p>
        )}
      </div>
      <TextAreaField
        label="Comment"
        maxLength={MAX_ADJUSTMENT_COMMENT}
        error={errors.comment?.message}
        {...register('comment')}
      />
      <FormActions
        submitLabel="Submit adjustment"
        pendingLabel="Submitting…"
        pending={submit.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
