import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { COUNTRY_ID, OTP_RESEND_SECONDS, PROFILE_PHONE_DIAL_CODE } from '@app/contracts/constants';
import { ERRORS } from '@app/contracts/error-codes';
import {
  GENDERS,
  ZProfileForm,
  maxDateOfBirth,
  type TProfileForm,
  type TProfileFormInput,
} from '@app/contracts/user-validation';
import { SelectField, TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import type { User } from '../../lib/user';
import { useCities } from './api/get-cities';
import { useStates } from './api/get-states';
import { useResendPhoneCode } from './api/resend-phone-code';
import { useSendPhoneCode } from './api/send-phone-code';
import { useUpdateProfile } from './api/update-profile';
import { useVerifyPhoneCode } from './api/verify-phone-code';
import { useCountdown } from './countdown';
import { OtpEntry } from './otp-entry';

/** SPEC §5: a wrong code in the profile flow reads differently from the phone section's. */
const PROFILE_INVALID_OTP_MESSAGE = 'Invalid OTP. Please try again.';

const GENDER_LABELS: Record<(typeof GENDERS)[number], string> = {
  male: 'Male',
  female: 'Female',
  other: 'Other',
};

/** The user as the form edits it: every value text, '' for nothing. */
function toFormValues(user: User): TProfileFormInput {
  return {
    firstName: user.firstName ?? '',
    middleName: user.middleName ?? '',
    lastName: user.lastName ?? '',
    gender: user.gender ?? '',
    dateOfBirth: user.dateOfBirth ?? '',
    phone: user.phone ?? '',
    addressLine_1: user.addressLine_1 ?? '',
    addressLine_2: user.addressLine_2 ?? '',
    state: user.state === null ? '' : String(user.state),
    city: user.city ?? '',
    zipCode: user.zipCode ?? '',
  };
}

const parseStateId = (value: string | undefined | null): number | null => {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : null;
};

interface ProfileFormProps {
  readonly user: User;
  /** After a successful save (the Profile modal closes). */
  readonly onSaved?: () => void;
  /** After Cancel has put the saved values back. */
  readonly onCancel?: () => void;
}

/**
 * SPEC §2 Profile form with the §5 rules. Saving with a new mobile number
 * first verifies it by one-time code, then saves (SPEC §4 Profile save).
 */
export function ProfileForm({ user, onSaved, onCancel }: ProfileFormProps) {
  const savedValues = useMemo(() => toFormValues(user), [user]);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    reset,
    control,
    formState: { errors, isDirty },
  } = useForm<TProfileFormInput, unknown, TProfileForm>({
    resolver: zodResolver(ZProfileForm),
    values: savedValues,
    resetOptions: { keepDirtyValues: true },
  });
  const updateProfile = useUpdateProfile();
  const sendCode = useSendPhoneCode();
  const resendCode = useResendPhoneCode();
  const verifyCode = useVerifyPhoneCode();
  const countdown = useCountdown();
  const [awaitingCode, setAwaitingCode] = useState<TProfileForm | null>(null);

  const states = useStates();
  // The State select is controlled by this value: its options arrive after the saved value, and
  // the select is given the value again once they are there (an uncontrolled select keeps the
  // placeholder it fell back to when its value was set with no options yet). Until then it shows
  // the placeholder: a value no option has leaves no option selected, which the form library
  // takes for the player's edit and reads back as empty.
  const stateValue = useWatch({ control, name: 'state' });
  const stateId = parseStateId(stateValue);
  const cities = useCities(stateId);
  const city = useWatch({ control, name: 'city' });
  const cityNames = useMemo(() => {
    const names = (cities.data ?? []).map((entry) => entry.name);
    return city && !names.includes(city) ? [city, ...names] : names;
  }, [cities.data, city]);
  const dateOfBirthMax = useMemo(() => maxDateOfBirth(), []);

  const save = async (values: TProfileForm) => {
    try {
      const { message, user: saved } = await updateProfile.mutateAsync({
        ...values,
        country: `${COUNTRY_ID}` as const,
      });
      notify.success(message);
      reset(toFormValues(saved));
      onSaved?.();
    } catch (error) {
      // SPEC §8: profile errors show the first server description as a toast.
      showApiError(error, setError, { firstAsToast: true });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const phone = values.phone;
    if (phone === undefined || phone === user.phone) {
      await save(values);
      return;
    }
    try {
      const { message } = await sendCode.mutateAsync({ code: PROFILE_PHONE_DIAL_CODE, phone });
      notify.success(message);
      countdown.start(OTP_RESEND_SECONDS);
      setAwaitingCode(values);
    } catch (error) {
      showApiError(error, setError, {
        inline: { [ERRORS.PhoneAlreadyRegistered.code]: 'phone' },
        fields: { phone: 'phone' },
      });
    }
  });

  const cancel = () => {
    setAwaitingCode(null);
    reset(savedValues);
    onCancel?.();
  };

  const busy = updateProfile.isPending || sendCode.isPending;

  return (
    <div className="profile-form">
      <form className="form" noValidate onSubmit={onSubmit} aria-label="Profile">
        <fieldset className="profile-form__fields" disabled={awaitingCode !== null}>
          <TextField
            label="First name"
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label="Middle name (optional)"
            autoComplete="additional-name"
            error={errors.middleName?.message}
            {...register('middleName')}
          />
          <TextField
            label="Last name"
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
          <SelectField label="Gender" error={errors.gender?.message} {...register('gender')}>
            <option value="">Select gender</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {GENDER_LABELS[gender]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Date of birth"
            type="date"
            autoComplete="bday"
            min="1900-01-01"
            max={dateOfBirthMax}
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth')}
          />
          <TextField
            label="Email"
            type="email"
            value={user.email}
            readOnly
            hint="Your email cannot be changed."
          />
          <TextField
            label="Mobile number"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            hint={
              user.phoneVerified
                ? 'A new number is verified by SMS code before saving.'
                : 'We will text a code to verify it before saving.'
            }
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextField
            label="Address line 1"
            autoComplete="address-line1"
            error={errors.addressLine_1?.message}
            {...register('addressLine_1')}
          />
          <TextField
            label="Address line 2 (optional)"
            autoComplete="address-line2"
            error={errors.addressLine_2?.message}
            {...register('addressLine_2')}
          />
          <SelectField
            label="State"
            autoComplete="address-level1"
            error={errors.state?.message}
            value={states.data ? (stateValue ?? '') : ''}
            {...register('state', {
              onChange: () => setValue('city', '', { shouldDirty: true }),
            })}
          >
            <option value="">{states.isPending ? 'Loading states…' : 'Select state'}</option>
            {(states.data ?? []).map((state) => (
              <option key={state.state_id} value={String(state.state_id)}>
                {state.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="City"
            autoComplete="address-level2"
            disabled={stateId === null && cityNames.length === 0}
            error={errors.city?.message}
            {...register('city')}
          >
            <option value="">
              {stateId === null
                ? 'Select a state first'
                : cities.isPending
                  ? 'Loading cities…'
                  : 'Select city'}
            </option>
            {cityNames.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Zipcode"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            error={errors.zipCode?.message}
            {...register('zipCode')}
          />
        </fieldset>
        {awaitingCode === null && (
          <div className="form__actions profile-form__actions">
            <button type="button" className="btn btn--ghost btn--lg" onClick={cancel}>
              Cancel
            </button>
            <SubmitButton pending={busy} className="btn btn--primary btn--lg">
              Save
            </SubmitButton>
          </div>
        )}
      </form>
      {awaitingCode !== null && awaitingCode.phone !== undefined && (
        <section className="profile-form__otp" aria-label="Verify your new mobile number">
          <h3 className="profile-form__otp-title">Verify your new mobile number</h3>
          <OtpEntry
            sentTo={`+${PROFILE_PHONE_DIAL_CODE} ${awaitingCode.phone}`}
            secondsUntilResend={countdown.secondsLeft}
            verifying={verifyCode.isPending || updateProfile.isPending}
            resending={resendCode.isPending}
            invalidOtpMessage={PROFILE_INVALID_OTP_MESSAGE}
            onVerify={async (otp) => {
              const phone = awaitingCode.phone ?? '';
              const { message } = await verifyCode.mutateAsync({
                code: PROFILE_PHONE_DIAL_CODE,
                phone,
                otp,
              });
              notify.success(message);
              setAwaitingCode(null);
              await save(awaitingCode);
            }}
            onResend={() => {
              resendCode.mutate(undefined, {
                onSuccess: ({ message }) => {
                  notify.success(message);
                  countdown.start(OTP_RESEND_SECONDS);
                },
                onError: (error) => showApiError(error, null),
              });
            }}
            onChangeNumber={() => setAwaitingCode(null)}
          />
        </section>
      )}
      {isDirty && awaitingCode === null && (
        <p className="profile-form__unsaved" role="status">
          You have unsaved changes.
        </p>
      )}
    </div>
  );
}
