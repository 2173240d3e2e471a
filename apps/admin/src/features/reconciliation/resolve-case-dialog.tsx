import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  MAX_RECONCILIATION_NOTE,
  RECONCILIATION_CASE_KIND_LABELS,
  ZReconciliationResolveRequest,
  type TReconciliationCase,
  type TReconciliationResolveRequest,
} from '@app/contracts/reconciliation';
import { FormActions } from '../../components/form-actions';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { entryText } from './entry-text';
import { useResolveReconciliationCase } from './resolve-reconciliation-case';

/** Resolve: what the mismatch was, and the note of what was found and done (required, audited). */
export function ResolveCaseDialog({
  item,
  onClose,
}: {
  item: TReconciliationCase;
  onClose: () => void;
}) {
  const resolve = useResolveReconciliationCase();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<TReconciliationResolveRequest>({
    resolver: zodResolver(ZReconciliationResolveRequest),
    defaultValues: { note: '' },
  });
  return (
    <ModalDialog title={`Resolve case #${item.id}`} onClose={onClose}>
      <dl className="reconciliation-summary">
        <dt>Day</dt>
        <dd>{item.day}</dd>
        <dt>Provider</dt>
        <dd>{item.provider}</dd>
        <dt>Mismatch</dt>
        <dd>{RECONCILIATION_CASE_KIND_LABELS[item.kind]}</dd>
        <dt>Reference</dt>
        <dd>{item.reference}</dd>
        <dt>Our record</dt>
        <dd>{entryText(item.ours)}</dd>
        <dt>Provider’s record</dt>
        <dd>{entryText(item.theirs)}</dd>
      </dl>
      <form
        className="reconciliation-form"
        noValidate
        onSubmit={handleSubmit(({ note }) =>
          resolve.mutate({ id: item.id, note }, { onSuccess: onClose }),
        )}
      >
        {resolve.error && (
          <p className="form-error" role="alert">
            {resolve.error.message}
          </p>
        )}
        <TextAreaField
          label="What was found and done"
          autoFocus
          maxLength={MAX_RECONCILIATION_NOTE}
          error={errors.note?.message}
          {...register('note')}
        />
        <FormActions
          layout="dialog"
          submitLabel="Resolve case"
          pendingLabel="Resolving…"
          pending={resolve.isPending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
