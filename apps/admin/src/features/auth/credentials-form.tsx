import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { ERRORS } from '@app/contracts/error-codes';
import { ZStaffLoginRequest, type TStaffLoginRequest } from '@app/contracts/staff-auth';
import { FormField } from '../../components/form-field';
import { ApiError } from '../../lib/api-client';
import { signIn, type TStaffLoginResult } from './sign-in';

type TLoginInput = z.input<typeof ZStaffLoginRequest>;

/** An empty code field means "no code yet" (first sign-in, before enrolment). */
const emptyAsUndefined = (value: string) => (value === '' ? undefined : value);

/** Email, password and (once enrolled) the authenticator or recovery code. */
export function CredentialsForm({
  notice,
  onAnswer,
}: {
  notice?: string;
  onAnswer: (answer: TStaffLoginResult) => void;
}) {
  const [formError, setFormError] = useState<string | undefined>(notice);
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<TLoginInput, unknown, TStaffLoginRequest>({
    resolver: zodResolver(ZStaffLoginRequest),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      onAnswer(await signIn(values));
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(ERRORS.StaffCodeRequired.code)) {
        setError('code', { message: ERRORS.StaffCodeRequired.message });
        setFocus('code');
        return;
      }
      setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form
      className="auth-form"
      onSubmit={submit}
      noValidate
      aria-describedby={formError ? 'sign-in-error' : undefined}
    >
      <h1>Back office sign-in</h1>
      {formError && (
        <p id="sign-in-error" className="form-error" role="alert">
          {formError}
        </p>
      )}
      <FormField
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        error={errors.email?.message}
        {...register('email')}
      />
      <FormField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <FormField
        label="Authenticator code"
        inputMode="text"
        autoComplete="one-time-code"
        hint="The 6-digit code from your authenticator app, or a recovery code. Leave it empty on your first sign-in."
        error={errors.code?.message}
        {...register('code', { setValueAs: emptyAsUndefined })}
      />
      <button type="submit" className="button-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Signing in…' : 'Sign in'}
      </button>
    </form>
  );
}
