import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS } from '@app/contracts/error-codes';
import { OTP_LENGTH } from '@app/contracts/constants';
import { ZOtpForm, type TOtpForm } from '@app/contracts/user-validation';
import { TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { fieldsNamed, showApiError } from '../../lib/api-error-placement';
import { ApiError } from '../../lib/api-client';
import { formatCountdown } from './countdown';

const INVALID_OTP_CODE = ERRORS.InvalidOtp.code;

interface OtpEntryProps {
  /** The number the code went to, e.g. '+1 5551234567'. */
  readonly sentTo: string;
  readonly secondsUntilResend: number;
  readonly verifying: boolean;
  readonly resending: boolean;
  /** Resolves when the code is accepted; rejects with the API error otherwise. */
  readonly onVerify: (otp: string) => Promise<unknown>;
  readonly onResend: () => void;
  readonly onChangeNumber: () => void;
  /** Replaces the server's wrong-code text (SPEC §5: the profile flow has its own). */
  readonly invalidOtpMessage?: string;
}

/** SPEC §2 one-time-code entry: 6 digits, Verify Otp, Resend Otp after the countdown. */
export function OtpEntry({
  sentTo,
  secondsUntilResend,
  verifying,
  resending,
  onVerify,
  onResend,
  onChangeNumber,
  invalidOtpMessage,
}: OtpEntryProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TOtpForm>({ resolver: zodResolver(ZOtpForm), defaultValues: { otp: '' } });

  const onSubmit = handleSubmit(async ({ otp }) => {
    try {
      await onVerify(otp);
    } catch (error) {
      if (invalidOtpMessage && error instanceof ApiError && error.hasCode(INVALID_OTP_CODE)) {
        setError('otp', { type: 'server', message: invalidOtpMessage }, { shouldFocus: true });
        return;
      }
      showApiError(error, setError, {
        inline: { [INVALID_OTP_CODE]: 'otp' },
        fields: fieldsNamed('otp'),
      });
    }
  });

  return (
    <form className="form otp-entry" noValidate onSubmit={onSubmit}>
      <p className="form__note">
        We sent a {OTP_LENGTH}-digit code to <strong>{sentTo}</strong>.{' '}
        <button type="button" className="link-button" onClick={onChangeNumber}>
          Change number
        </button>
      </p>
      <TextField
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder={'•'.repeat(OTP_LENGTH)}
        className="otp-entry__field"
        data-autofocus
        error={errors.otp?.message}
        {...register('otp')}
      />
      <div className="form__actions">
        <SubmitButton pending={verifying} className="btn btn--primary">
          Verify Otp
        </SubmitButton>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={secondsUntilResend > 0 || resending}
          aria-busy={resending}
          onClick={onResend}
        >
          {resending && <span className="btn__spinner" aria-hidden="true" />}
          Resend Otp
          {secondsUntilResend > 0 && (
            <span className="otp-entry__timer">
              <span className="visually-hidden"> available in</span>{' '}
              {formatCountdown(secondsUntilResend)}
            </span>
          )}
        </button>
      </div>
    </form>
  );
}
