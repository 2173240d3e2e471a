import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ERRORS } from '@app/contracts/error-codes';
import { ZTotpCode, ZTwoFactorCode } from '@app/contracts/two-factor';
import { TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { showApiError } from '../../lib/api-error-placement';

interface CodeFormProps {
  readonly submitLabel: string;
  /** Also take a recovery code (everywhere but the first code of a set-up). */
  readonly allowRecoveryCode: boolean;
  /** Resolves when the server accepted the code; rejects with the API error otherwise. */
  readonly onSubmit: (code: string) => Promise<unknown>;
  readonly autoFocus?: boolean;
}

/**
 * One authenticator code (or a recovery code): a wrong or used one is shown under the field, other
 * errors as toasts (SPEC §9).
 */
export function CodeForm({ submitLabel, allowRecoveryCode, onSubmit, autoFocus }: CodeFormProps) {
  const schema = z.object({ code: allowRecoveryCode ? ZTwoFactorCode : ZTotpCode });
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({ resolver: zodResolver(schema), defaultValues: { code: '' } });

  // A dialog that changes step stays open, so its own autofocus does not run again.
  useEffect(() => {
    if (autoFocus) setFocus('code');
  }, [autoFocus, setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onSubmit(code);
    } catch (error) {
      showApiError(error, setError, {
        inline: { [ERRORS.TwoFactorCodeInvalid.code]: 'code' },
        fields: { code: 'code' },
      });
    }
  });

  return (
    <form className="form" noValidate onSubmit={submit}>
      <TextField
        label={allowRecoveryCode ? 'Authentication code' : '6-digit code'}
        autoComplete="one-time-code"
        inputMode={allowRecoveryCode ? 'text' : 'numeric'}
        placeholder={allowRecoveryCode ? '123456 or recovery code' : '123456'}
        hint={
          allowRecoveryCode
            ? 'The 6-digit code from your authenticator app, or one of your recovery codes.'
            : undefined
        }
        maxLength={allowRecoveryCode ? 11 : 6}
        error={errors.code?.message}
        {...register('code')}
      />
      <SubmitButton pending={isSubmitting}>{submitLabel}</SubmitButton>
    </form>
  );
}
