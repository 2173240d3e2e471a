import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS } from '@app/contracts/error-codes';
import { ZForgotPasswordForm, type TForgotPasswordForm } from '@app/contracts/user-validation';
import { TextField } from '../../components/form-fields';
import { Modal } from '../../components/modal';
import { SubmitButton } from '../../components/submit-button';
import { fieldsNamed, showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { closeModal, switchModal } from '../../lib/ui-store';
import { useForgotPassword } from './api/forgot-password';
import './auth-dialogs.css';

/** SPEC §2 forgot password: the email gets a reset link. */
export function ForgotPasswordDialog() {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TForgotPasswordForm>({
    resolver: zodResolver(ZForgotPasswordForm),
    defaultValues: { email: '' },
  });
  const forgotPassword = useForgotPassword();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await forgotPassword.mutateAsync(values);
      notify.success(message);
      closeModal();
    } catch (error) {
      showApiError(error, setError, {
        inline: { [ERRORS.EmailNotRegistered.code]: 'email' },
        fields: fieldsNamed('email'),
      });
    }
  });

  return (
    <Modal open title="Forgot Password" onClose={closeModal} variant="auth">
      <p className="modal__lead">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
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
        <SubmitButton pending={forgotPassword.isPending}>Send Reset Link</SubmitButton>
        <p className="form__switch">
          Remembered it?{' '}
          <button type="button" className="link-button" onClick={() => switchModal('login')}>
            Back to Login
          </button>
        </p>
      </form>
    </Modal>
  );
}
