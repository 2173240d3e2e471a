import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { encodeBase64Password } from '@app/contracts/base64-password';
import { ERRORS } from '@app/contracts/error-codes';
import { ZSignUpForm, ZSignUpRequest } from '@app/contracts/user-validation';
import { CheckboxField, PasswordField, TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api-client';
import { fieldsNamed, showApiError } from '../../lib/api-error-placement';
import { PATHS } from '../../lib/paths';
import { STORAGE_KEYS, readItem, removeItem } from '../../lib/storage';
import { closeModal } from '../../lib/ui-store';
import { useSignUp } from './api/sign-up';
import { browserName } from '@app/contracts/user-agent';
import { StateRestrictionLabel, TermsAcceptLabel } from './legal-wording';

/** Step 2 plus the optional friend's code, which the request schema already describes. */
const ZRegisterForm = ZSignUpForm.extend({
  friendsReferralCode: ZSignUpRequest.shape.friendsReferralCode,
});
type TRegisterFormInput = z.input<typeof ZRegisterForm>;
type TRegisterForm = z.output<typeof ZRegisterForm>;

/** SPEC §3 sign-up payload `platform` of this client. */
const PLATFORM = 'web';

interface RegisterStepProps {
  readonly userName: string;
  readonly onBack: () => void;
  /** The server refused the username after all (taken meanwhile): back to step 1 with its message. */
  readonly onUserNameRefused: (message: string) => void;
}

/** Sign-up step 2: email, password, acknowledgements, SMS opt-in and referral code. */
export function RegisterStep({ userName, onBack, onUserNameRefused }: RegisterStepProps) {
  const navigate = useNavigate();
  const signUp = useSignUp();
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TRegisterFormInput, unknown, TRegisterForm>({
    resolver: zodResolver(ZRegisterForm),
    defaultValues: {
      email: '',
      password: '',
      isTermsAccepted: false,
      stateRestrictionAccept: false,
      smsPromotionAccept: false,
      friendsReferralCode: readItem(STORAGE_KEYS.referralCode) ?? '',
    },
  });

  useEffect(() => setFocus('email'), [setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await signUp.mutateAsync({
        email: values.email,
        password: encodeBase64Password(values.password),
        userName,
        isTermsAccepted: values.isTermsAccepted,
        stateRestrictionAccept: values.stateRestrictionAccept,
        smsPromotionAccept: values.smsPromotionAccept ?? false,
        browser: browserName(navigator.userAgent),
        platform: PLATFORM,
        friendsReferralCode: values.friendsReferralCode,
      });
      removeItem(STORAGE_KEYS.referralCode);
      closeModal();
      void navigate(PATHS.thankYou);
    } catch (error) {
      if (error instanceof ApiError) {
        const refused = error.errors.find(
          (item) =>
            item.errorCode === ERRORS.UsernameAlreadyExists.code || item.field === 'userName',
        );
        if (refused) {
          onUserNameRefused(refused.description);
          return;
        }
      }
      showApiError(error, setError, {
        inline: { [ERRORS.EmailAlreadyExists.code]: 'email' },
        fields: fieldsNamed(
          'email',
          'password',
          'isTermsAccepted',
          'stateRestrictionAccept',
          'smsPromotionAccept',
          'friendsReferralCode',
        ),
      });
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <p className="auth-dialog__chosen">
        Username <strong>{userName}</strong>{' '}
        <button type="button" className="link-button" onClick={onBack}>
          Change
        </button>
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        error={errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label="Password"
        autoComplete="new-password"
        placeholder="10 to 20 characters"
        hint="10 to 20 characters with a lowercase and an uppercase letter, a digit and one of !+@#$%^&*."
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Referral code (optional)"
        autoComplete="off"
        placeholder="A friend's code"
        error={errors.friendsReferralCode?.message}
        {...register('friendsReferralCode')}
      />
      <CheckboxField
        label={<TermsAcceptLabel />}
        error={errors.isTermsAccepted?.message}
        {...register('isTermsAccepted')}
      />
      <CheckboxField
        label={<StateRestrictionLabel />}
        error={errors.stateRestrictionAccept?.message}
        {...register('stateRestrictionAccept')}
      />
      <CheckboxField
        label="Send me bonus offers and promotions by SMS (optional)."
        error={errors.smsPromotionAccept?.message}
        {...register('smsPromotionAccept')}
      />
      <SubmitButton pending={signUp.isPending}>Create Account</SubmitButton>
    </form>
  );
}
