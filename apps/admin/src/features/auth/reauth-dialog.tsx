import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ZStaffReauthRequest, type TStaffReauthRequest } from '@app/contracts/staff-auth';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { apiRequest } from '../../lib/api-client';
import { setReauthAsker } from '../../lib/reauth';

/**
 * Mounted once in the layout: when a sensitive action answers 4004, asks for the password and
 * a code again; the action is then sent once more (lib/reauth.ts).
 */
export function ReauthDialog() {
  const [pending, setPending] = useState<((ok: boolean) => void) | null>(null);
  useEffect(() => {
    setReauthAsker(() => new Promise<boolean>((resolve) => setPending(() => resolve)));
    return () => setReauthAsker(null);
  }, []);
  if (!pending) return null;
  const finish = (ok: boolean) => {
    pending(ok);
    setPending(null);
  };
  return <ReauthForm onDone={finish} />;
}

function ReauthForm({ onDone }: { onDone: (ok: boolean) => void }) {
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TStaffReauthRequest>({
    resolver: zodResolver(ZStaffReauthRequest),
    defaultValues: { password: '', code: '' },
  });
  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      await apiRequest('/staff/auth/reauth', { method: 'POST', body: values, afterReauth: true });
      onDone(true);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    }
  });
  return (
    <ModalDialog title="Confirm it is you" onClose={() => onDone(false)}>
      <form onSubmit={submit} noValidate>
        <p className="muted">This action needs your password and a code again.</p>
        {formError && (
          <p className="form-error" role="alert">
            {formError}
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
          label="Authenticator code"
          inputMode="numeric"
          autoComplete="one-time-code"
          error={errors.code?.message}
          {...register('code')}
        />
        <div className="modal-actions">
          <button type="button" className="button-quiet" onClick={() => onDone(false)}>
            Cancel
          </button>
          <button type="submit" className="button-primary" disabled={isSubmitting}>
            Confirm
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
