import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CLOSURE_REASON_LABELS,
  CLOSURE_REASONS,
  ZCloseAccountRequest,
  type TCloseAccountRequest,
} from '@app/contracts/account-safety';
import { SelectField, TextField } from '../../../components/form-fields';
import { Modal } from '../../../components/modal';
import { fieldsNamed, showApiError } from '../../../lib/api-error-placement';
import { useCloseAccount } from './api/account-safety-api';
import { signOutFor } from './sign-out-for';

/** Closing the account at the player's request, with a reason. */
export function CloseAccountDialog({
  open,
  onClose,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<TCloseAccountRequest>({
    resolver: zodResolver(ZCloseAccountRequest),
    defaultValues: { reason: 'not_interested', details: '' },
  });
  const reason = useWatch({ control, name: 'reason' });
  const closeAccount = useCloseAccount();
  const onSubmit = handleSubmit(async (values) => {
    try {
      await closeAccount.mutateAsync(values);
      signOutFor('closed');
    } catch (error) {
      showApiError(error, setError, { fields: fieldsNamed('reason', 'details') });
    }
  });
  return (
    <Modal open={open} title="Close your account" onClose={onClose}>
      <form className="form modal__body" noValidate onSubmit={onSubmit}>
        <SelectField
          label="Why are you leaving?"
          error={errors.reason?.message}
          data-autofocus
          {...register('reason')}
        >
          {CLOSURE_REASONS.map((r) => (
            <option key={r} value={r}>
              {CLOSURE_REASON_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <TextField
          label={reason === 'other' ? 'Your reason' : 'Anything to add? (optional)'}
          error={errors.details?.message}
          maxLength={500}
          {...register('details')}
        />
        <p className="modal__text">
          You will be signed out on every device now and will not be able to sign in again. If
          gambling is a concern, a break or self-exclusion also keeps your details off new accounts.
        </p>
        <div className="modal__actions">
          <button
            type="submit"
            className="btn btn--primary btn--lg btn--block"
            disabled={closeAccount.isPending}
          >
            {closeAccount.isPending ? 'Closing…' : 'Close my account'}
          </button>
          <button type="button" className="btn btn--ghost btn--lg btn--block" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Modal>
  );
}
