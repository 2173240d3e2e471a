import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { ERRORS } from '@app/contracts/error-codes';
import { ZUsernameForm, type TUsernameForm } from '@app/contracts/user-validation';
import { TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { fieldsNamed, showApiError } from '../../lib/api-error-placement';
import { useCheckUsernameTaken } from './api/check-username';

interface CreateUsernameStepProps {
  readonly initialUserName: string;
  /** A message to show at once (the server said the name was taken at step 2). */
  readonly initialError?: string;
  readonly onChosen: (userName: string) => void;
}

/** Sign-up step 1: a username, checked for availability before step 2. */
export function CreateUsernameStep({
  initialUserName,
  initialError,
  onChosen,
}: CreateUsernameStepProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TUsernameForm>({
    resolver: zodResolver(ZUsernameForm),
    defaultValues: { userName: initialUserName },
  });
  const check = useCheckUsernameTaken();

  useEffect(() => {
    if (!initialError) return;
    setError('userName', { type: 'server', message: initialError });
    setFocus('userName');
  }, [initialError, setError, setFocus]);

  const onSubmit = handleSubmit(async ({ userName }) => {
    try {
      const taken = await check.mutateAsync(userName);
      if (taken) {
        setError(
          'userName',
          { type: 'server', message: ERRORS.UsernameAlreadyExists.message },
          { shouldFocus: true },
        );
        return;
      }
      onChosen(userName);
    } catch (error) {
      showApiError(error, setError, { fields: fieldsNamed('userName') });
    }
  });

  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label="Username"
        autoComplete="username"
        placeholder="e.g. LuckyStar7"
        hint="5 to 20 letters or digits, with at most one of !#$%^&*_. Other players see it."
        data-autofocus
        error={errors.userName?.message}
        {...register('userName')}
      />
      <SubmitButton pending={check.isPending}>Continue</SubmitButton>
    </form>
  );
}
