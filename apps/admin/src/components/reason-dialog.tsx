import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MAX_REVIEW_REASON, ZReviewReason, type TReviewReason } from '@app/contracts/kyc-admin';
import { ModalDialog } from './modal-dialog';
import { TextAreaField } from './text-area-field';
import { FormActions } from './form-actions';

/**
 * A decision that needs a reason (decline, re-request, reject, reveal): the reason is checked as
 * the server checks it (ZReviewReason); the server's refusal is shown above the field.
 */
export function ReasonDialog({
  title,
  label = 'Reason',
  summary,
  submitLabel,
  pendingLabel,
  pending,
  error,
  onSubmit,
  onClose,
}: {
  title: string;
  label?: string;
  summary?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (reason: string) => void;
  onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TReviewReason>({
    resolver: zodResolver(ZReviewReason),
    defaultValues: { reason: '' },
  });
  return (
    <ModalDialog title={title} onClose={onClose}>
      {summary}
      <form noValidate onSubmit={handleSubmit(({ reason }) => onSubmit(reason))}>
        {error && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <TextAreaField
          label={label}
          autoFocus
          maxLength={MAX_REVIEW_REASON}
          error={errors.reason?.message}
          {...register('reason')}
        />
        <FormActions
          layout="dialog"
          submitLabel={submitLabel}
          pendingLabel={pendingLabel}
          pending={pending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
