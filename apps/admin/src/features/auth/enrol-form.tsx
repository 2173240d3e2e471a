import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { ERRORS } from '@app/contracts/error-codes';
import { ZStaffEnrolRequest, type TStaffEnrolRequest } from '@app/contracts/staff-auth';
import { FormField } from '../../components/form-field';
import { ApiError } from '../../lib/api-client';
import { finishEnrolment, type TEnrolled } from './finish-enrolment';
import type { TEnrolment } from './sign-in';

/** First sign-in: scan the QR code (or type the secret), then prove it with one code. */
export function EnrolForm({
  enrolment,
  onEnrolled,
  onExpired,
}: {
  enrolment: TEnrolment;
  onEnrolled: (enrolled: TEnrolled) => void;
  onExpired: (message: string) => void;
}) {
  const [formError, setFormError] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TStaffEnrolRequest>({
    resolver: zodResolver(ZStaffEnrolRequest),
    defaultValues: { enrolmentToken: enrolment.enrolmentToken, code: '' },
  });

  const submit = handleSubmit(async (values) => {
    setFormError(undefined);
    try {
      onEnrolled(await finishEnrolment(values));
    } catch (error) {
      if (error instanceof ApiError && error.hasCode(ERRORS.StaffEnrolmentExpired.code)) {
        onExpired(error.message);
        return;
      }
      setFormError(error instanceof Error ? error.message : String(error));
    }
  });

  return (
    <form className="auth-form auth-form-wide" onSubmit={submit} noValidate>
      <h1>Set up your authenticator</h1>
      <p className="muted">
        Scan this code with an authenticator app (Google Authenticator, 1Password, Authy…), then
        enter the 6-digit code it shows.
      </p>
      {formError && (
        <p className="form-error" role="alert">
          {formError}
        </p>
      )}
      <img
        className="enrol-qr"
        src={enrolment.qrCode}
        alt="QR code to add the back office to your authenticator app"
        width={200}
        height={200}
      />
      <p className="enrol-secret">
        <span className="muted">Cannot scan? Enter this key instead:</span>
        <code aria-label="Authenticator key">{enrolment.secret}</code>
      </p>
      <FormField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        autoFocus
        error={errors.code?.message}
        {...register('code')}
      />
      <button type="submit" className="button-primary" disabled={isSubmitting}>
        {isSubmitting ? 'Checking…' : 'Finish setup'}
      </button>
    </form>
  );
}
