import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { encodeBase64Password } from '@app/contracts/base64-password';
import { ERRORS } from '@app/contracts/error-codes';
import { ZChangePasswordForm, type TChangePasswordForm } from '@app/contracts/user-validation';
import { PasswordField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { fieldsNamed, showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { useChangePassword } from './api/change-password';

const EMPTY: TChangePasswordForm = { password: '', newPassword: '', repeatPassword: '' };

/** Account change-password form (SPEC §5): old, new and repeated password; other sessions end. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TChangePasswordForm>({
    resolver: zodResolver(ZChangePasswordForm),
    defaultValues: EMPTY,
  });
  const changePassword = useChangePassword();

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await changePassword.mutateAsync({
        password: encodeBase64Password(values.password),
        newPassword: encodeBase64Password(values.newPassword),
      });
      notify.success(message);
      reset(EMPTY);
    } catch (error) {
      showApiError(error, setError, {
        inline: {
          [ERRORS.OldPasswordIncorrect.code]: 'password',
          [ERRORS.SamePassword.code]: 'newPassword',
        },
        fields: fieldsNamed('password', 'newPassword'),
      });
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit} aria-label="Change password">
      <PasswordField
        label="Current password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint="10 to 20 characters with a lowercase and an uppercase letter, a digit and one of !+@#$%^&*."
        error={errors.newPassword?.message}
        {...register('newPassword')}
      />
      <PasswordField
        label="Repeat new password"
        autoComplete="new-password"
        error={errors.repeatPassword?.message}
        {...register('repeatPassword')}
      />
      <SubmitButton pending={changePassword.isPending} className="btn btn--primary">
        Change Password
      </SubmitButton>
    </form>
  );
}
