import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { encodeBase64Password } from '@app/contracts/base64-password';
import { ERRORS } from '@app/contracts/error-codes';
import { ZResetPasswordForm, type TResetPasswordForm } from '@app/contracts/user-validation';
import { PasswordField } from '../../components/form-fields';
import { Modal } from '../../components/modal';
import { SubmitButton } from '../../components/submit-button';
import { ApiError } from '../../lib/api-client';
import { fieldsNamed, showApiError } from '../../lib/api-error-placement';
import { PATHS } from '../../lib/paths';
import { notify } from '../../lib/toast';
import { closeModal, switchModal } from '../../lib/ui-store';
import { useResetPassword } from './api/reset-password';
import { TOKEN_PARAM, searchWithout } from './auth-link-params';
import { forgetResetToken, readResetToken } from './reset-token';
import './auth-dialogs.css';

/**
 * SPEC §2 change-password dialog, opened by a `token` link: a new password
 * and its confirmation (pasting into the confirmation is blocked). Success
 * leads to the login dialog.
 */
export function ResetPasswordDialog() {
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(readResetToken);
  const resetPassword = useResetPassword();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TResetPasswordForm>({
    resolver: zodResolver(ZResetPasswordForm),
    defaultValues: { password: '', confirmPassword: '' },
  });

  /** The link has done its job: its token leaves the address bar and memory. */
  const dropToken = () => {
    forgetResetToken();
    const onResetPath = location.pathname.toLowerCase() === PATHS.forgotPassword.toLowerCase();
    void navigate(
      {
        pathname: onResetPath ? PATHS.home : location.pathname,
        search: searchWithout(location.search, TOKEN_PARAM),
      },
      { replace: true },
    );
  };

  const close = () => {
    dropToken();
    closeModal();
  };

  const onSubmit = handleSubmit(async (values) => {
    if (!token) return;
    try {
      const { message } = await resetPassword.mutateAsync({
        newPasswordKey: token,
        password: encodeBase64Password(values.password),
      });
      notify.success(message);
      dropToken();
      switchModal('login');
    } catch (error) {
      showApiError(error, setError, { fields: fieldsNamed('password') });
      // SPEC §8: the link is spent or expired; a new one must be asked for.
      if (error instanceof ApiError && error.hasCode(ERRORS.ResetLinkInvalid.code)) {
        dropToken();
        switchModal('forgotPassword');
      }
    }
  });

  if (!token) {
    return (
      <Modal open title="Change Password" onClose={close} variant="auth">
        <p className="modal__lead">
          This password reset link is incomplete. Please ask for a new one.
        </p>
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            onClick={() => {
              dropToken();
              switchModal('forgotPassword');
            }}
          >
            Request a New Link
          </button>
        </div>
      </Modal>
    );
  }

  return (
    <Modal open title="Change Password" onClose={close} variant="auth">
      <p className="modal__lead">Choose a new password for your account.</p>
      <form className="form modal__body" noValidate onSubmit={onSubmit}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          hint="10 to 20 characters with a lowercase and an uppercase letter, a digit and one of @$!%*?&."
          data-autofocus
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          hint="Type it again; pasting is turned off here."
          onPaste={(event) => event.preventDefault()}
          onDrop={(event) => event.preventDefault()}
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <SubmitButton pending={resetPassword.isPending}>Change Password</SubmitButton>
      </form>
    </Modal>
  );
}
