import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRY_CODE_OPTIONS, OTP_RESEND_SECONDS } from '@app/contracts/constants';
import { ERRORS } from '@app/contracts/error-codes';
import { ZPhoneForm, type TPhoneForm } from '@app/contracts/user-validation';
import { TextField } from '../../components/form-fields';
import { CheckCircleIcon } from '../../components/icons';
import { SubmitButton } from '../../components/submit-button';
import { showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { requestModal } from '../../lib/ui-store';
import type { User } from '../../lib/user';
import { useResendPhoneCode } from './api/resend-phone-code';
import { useSendPhoneCode } from './api/send-phone-code';
import { useVerifyPhoneCode } from './api/verify-phone-code';
import { bonusAfterPhoneVerification } from './bonus-after-phone-verification';
import { useCountdown } from './countdown';
import { OtpEntry } from './otp-entry';

type CountryCode = TPhoneForm['phoneCode'];

interface SentCode {
  readonly code: CountryCode;
  readonly phone: string;
}

const isCountryCode = (value: string | null): value is CountryCode =>
  COUNTRY_CODE_OPTIONS.some((option) => option.value === value);

/**
 * SPEC §2 and §4 phone verification: country code (+1 or +91) and number,
 * Send Code, then the 6-digit code with Verify Otp and Resend Otp.
 */
export function PhoneVerification({ user }: { user: User }) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const countdown = useCountdown();
  const sendCode = useSendPhoneCode();
  const resendCode = useResendPhoneCode();
  const verifyCode = useVerifyPhoneCode();

  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TPhoneForm>({
    resolver: zodResolver(ZPhoneForm),
    defaultValues: {
      phoneCode: isCountryCode(user.phoneCode) ? user.phoneCode : '1',
      phoneNumber: user.phone ?? '',
    },
  });

  const onSend = handleSubmit(async ({ phoneCode, phoneNumber }) => {
    try {
      const { message } = await sendCode.mutateAsync({ code: phoneCode, phone: phoneNumber });
      notify.success(message);
      setSent({ code: phoneCode, phone: phoneNumber });
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      showApiError(error, setError, {
        inline: { [ERRORS.PhoneAlreadyRegistered.code]: 'phoneNumber' },
        fields: { code: 'phoneCode', phone: 'phoneNumber' },
      });
    }
  });

  const onResend = async () => {
    try {
      const { message } = await resendCode.mutateAsync();
      notify.success(message);
      countdown.start(OTP_RESEND_SECONDS);
    } catch (error) {
      showApiError(error, null);
    }
  };

  if (sent) {
    return (
      <OtpEntry
        sentTo={`+${sent.code} ${sent.phone}`}
        secondsUntilResend={countdown.secondsLeft}
        verifying={verifyCode.isPending}
        resending={resendCode.isPending}
        onVerify={async (otp) => {
          const { message, user: verified } = await verifyCode.mutateAsync({ ...sent, otp });
          notify.success(message);
          setSent(null);
          const bonus = bonusAfterPhoneVerification(verified);
          if (bonus) requestModal(bonus);
        }}
        onResend={() => void onResend()}
        onChangeNumber={() => setSent(null)}
      />
    );
  }

  return (
    <form className="form" noValidate onSubmit={onSend}>
      {user.phoneVerified && user.phone ? (
        <p className="phone-status phone-status--verified">
          <CheckCircleIcon size={18} />
          <span>
            +{user.phoneCode} {user.phone} is verified
          </span>
        </p>
      ) : (
        <p className="form__note">
          Verify your mobile number with a one-time code to secure your account.
        </p>
      )}
      <TextField
        label="Mobile number"
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder="Phone number"
        error={errors.phoneNumber?.message ?? errors.phoneCode?.message}
        adornment={
          <select
            className="field__input field__select"
            aria-label="Country code"
            aria-invalid={errors.phoneCode ? true : undefined}
            {...register('phoneCode')}
          >
            {COUNTRY_CODE_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        }
        {...register('phoneNumber')}
      />
      <SubmitButton pending={sendCode.isPending} className="btn btn--primary">
        Send Code
      </SubmitButton>
    </form>
  );
}
