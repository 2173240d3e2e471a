import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { encodeBase64Password } from '@app/contracts/base64-password';
import { ERRORS } from '@app/contracts/error-codes';
import { ZLoginForm, type TLoginForm, type TLoginRequest } from '@app/contracts/user-validation';
import { CheckboxField, PasswordField, TextField } from '../../components/form-fields';
import { ClockIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api-client';
import { showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { replaceWithNotice, type Notice } from '../../lib/notice-store';
import { closeModal, switchModal } from '../../lib/ui-store';
import { useLogin, type LoginScope } from './api/login';
import { LoginCodeStep } from './login-code-step';
import { RedeemMyScButton } from './redeem-my-sc-button';
import { useRequestReopen } from './api/request-reopen';
import { StateRestrictionLabel, TermsAcceptLabel } from './legal-wording';
import { signInRefusal } from './sign-in-refusal';
import './auth-dialogs.css';

/** Beside a break or self-exclusion refusal: the way to the redeem-only session (decision 038). */
export const REDEEM_STILL_POSSIBLE = 'You can still redeem the Sweepstakes Coins (SC) you won.';

/** SPEC §4 Login success toast. */
const LOGIN_SUCCESS_MESSAGE = 'You have successfully logged in';

/** SPEC §2 login dialog: email, password, both acknowledgements, links to reset and sign-up. */
export function LoginDialog() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TLoginForm>({
    resolver: zodResolver(ZLoginForm),
    defaultValues: { email: '', password: '', termsAccept: false, stateRestrictionAccept: false },
  });
  const login = useLogin();
  /**
   * Set when the account has two-factor sign-in on: the dialog asks next for the code of this
   * challenge, of a login or of a redeem-only sign-in (decision 038).
   */
  const [challenge, setChallenge] = useState<{ token: string; scope: LoginScope } | null>(null);
  /** A login refused for a break or self-exclusion (decision 038): why, and the credentials. */
  const [refused, setRefused] = useState<{ notice: Notice; credentials: TLoginRequest } | null>(
    null,
  );
  const redeemOnlyChallenge = (token: string) => setChallenge({ token, scope: 'redeem' });

  const signedIn = () => {
    notify.success(LOGIN_SUCCESS_MESSAGE);
    // The follow-ups of SPEC §4 Login success (email dialog, else the welcome
    // flow, else the daily flow) come with the startup popup queue, which
    // runs as soon as the signed-in player's details are in.
    closeModal();
  };
  const reopen = useRequestReopen();
  // After a self-exclusion ended (2322): the credentials just given ask to reopen the account.
  const [reopenable, setReopenable] = useState<TLoginRequest | null>(null);

  const onSubmit = handleSubmit(async (values) => {
    const credentials: TLoginRequest = {
      email: values.email,
      password: encodeBase64Password(values.password),
      isTermsAccepted: values.termsAccept,
      stateRestrictionAccept: values.stateRestrictionAccept,
    };
    try {
      const answer = await login.mutateAsync(credentials);
      if ('twoFactorRequired' in answer)
        setChallenge({ token: answer.challengeToken, scope: 'full' });
      else signedIn();
    } catch (error) {
      if (!(error instanceof ApiError && signInRefusal(error)))
        showApiError(error, setError, {
          inline: {
            [ERRORS.AccountLocked.code]: 'email',
            [ERRORS.WrongPassword.code]: 'password',
          },
          fields: {
            email: 'email',
            password: 'password',
            isTermsAccepted: 'termsAccept',
            stateRestrictionAccept: 'stateRestrictionAccept',
          },
        });
      // A break or self-exclusion (decision 038): the reason and its date in a dialog, not a toast.
      const refusal = error instanceof ApiError ? signInRefusal(error) : null;
      if (error instanceof ApiError && error.hasCode(ERRORS.ReopenRequired.code)) {
        setReopenable(credentials);
        return;
      }
      if (refusal) {
        setRefused({ notice: refusal, credentials });
        return;
      }
      // SPEC §8: 3183 also opens the sign-up dialog.
      if (error instanceof ApiError && error.hasCode(ERRORS.EmailNotSignedUp.code)) {
        switchModal('signup');
      }
    }
  });

  if (challenge)
    return (
      <Modal open title="Two-factor sign-in" onClose={closeModal} variant="auth">
        <LoginCodeStep
          challengeToken={challenge.token}
          onRestart={() => {
            setChallenge(null);
            setRefused(null);
          }}
          onSignedIn={challenge.scope === 'redeem' ? closeModal : signedIn}
          scope={challenge.scope}
        />
      </Modal>
    );

  // The refusal with its reason and date; the SC already won can still be redeemed (decision 038).
  if (refused)
    return (
      // Its own dialog (the key), so focus starts on 'Got it' as in the notice it replaces.
      <Modal
        key="refused"
        open
        title={refused.notice.title}
        onClose={closeModal}
        icon={<ClockIcon size={30} />}
        iconTone="gold"
        className="notice-dialog"
      >
        {refused.notice.text && <p className="modal__text">{refused.notice.text}</p>}
        <p className="modal__text">{REDEEM_STILL_POSSIBLE}</p>
        <div className="modal__actions">
          <RedeemMyScButton credentials={refused.credentials} onChallenge={redeemOnlyChallenge} />
          <button
            type="button"
            className="btn btn--ghost btn--lg btn--block"
            data-autofocus
            onClick={closeModal}
          >
            Got it
          </button>
        </div>
      </Modal>
    );

  return (
    <Modal open title="Login" onClose={closeModal} variant="auth">
      <p className="modal__lead">Welcome back! Log in to continue playing.</p>
      <form className="form modal__body" noValidate onSubmit={onSubmit}>
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          data-autofocus
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          placeholder="Your password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="auth-dialog__aside">
          <button
            type="button"
            className="link-button"
            onClick={() => switchModal('forgotPassword')}
          >
            Forgot password
          </button>
        </div>
        <CheckboxField
          label={<TermsAcceptLabel />}
          error={errors.termsAccept?.message}
          {...register('termsAccept')}
        />
        <CheckboxField
          label={<StateRestrictionLabel />}
          error={errors.stateRestrictionAccept?.message}
          {...register('stateRestrictionAccept')}
        />
        {reopenable && (
          <div className="auth-dialog__reopen" role="alert">
            <p>{ERRORS.ReopenRequired.message}</p>
            <button
              type="button"
              className="btn btn--ghost btn--block"
              disabled={reopen.isPending}
              onClick={() =>
                reopen.mutate(reopenable, {
                  onSuccess: ({ reopensAt }) =>
                    replaceWithNotice({
                      title: 'Your account reopens soon',
                      text: `Your account reopens on ${new Date(reopensAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })}. You can sign in then.`,
                      tone: 'pending',
                    }),
                  onError: (error) => showApiError(error, null),
                })
              }
            >
              Ask to reopen my account
            </button>
            <p>{REDEEM_STILL_POSSIBLE}</p>
            <RedeemMyScButton credentials={reopenable} onChallenge={redeemOnlyChallenge} />
          </div>
        )}
        <SubmitButton pending={login.isPending}>Login</SubmitButton>
        <p className="form__switch">
          New here?{' '}
          <button type="button" className="link-button" onClick={() => switchModal('signup')}>
            Sign up now
          </button>
        </p>
      </form>
    </Modal>
  );
}
