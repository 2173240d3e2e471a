import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import {
  ZUpdateSsnRequest,
  maskSsn,
  type TUpdateSsnRequest,
  type TUpdateSsnResponse,
} from '@app/contracts/kyc';
import { ERRORS } from '@app/contracts/error-codes';
import { TextField } from '../../components/form-fields';
import { SubmitButton } from '../../components/submit-button';
import { showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { useUpdateSsn } from './api/update-ssn';

/** The server's code for an SSN that already belongs to another account. */
export const SSN_ALREADY_LINKED_CODE = ERRORS.SsnLinkedElsewhere.code;

interface SsnFormProps {
  readonly onSaved?: (answer: TUpdateSsnResponse) => void;
}

/**
 * The SSN (W-9 information), 9 digits (SPEC §5). After saving, the field is
 * emptied and only the last four digits are shown back.
 */
export function SsnForm({ onSaved }: SsnFormProps) {
  const updateSsn = useUpdateSsn();
  const [savedLast4, setSavedLast4] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<TUpdateSsnRequest, unknown, z.output<typeof ZUpdateSsnRequest>>({
    resolver: zodResolver(ZUpdateSsnRequest),
    defaultValues: { ssn: '' },
  });

  const onSubmit = handleSubmit(async (request) => {
    try {
      const answer = await updateSsn.mutateAsync(request);
      reset({ ssn: '' });
      setSavedLast4(answer.ssnLast4);
      notify.success(answer.message);
      onSaved?.(answer);
    } catch (error) {
      showApiError(error, setError, {
        inline: { [SSN_ALREADY_LINKED_CODE]: 'ssn' },
        fields: { ssn: 'ssn' },
      });
    }
  });

  return (
    <form
      className="form ssn-form"
      noValidate
      onSubmit={onSubmit}
      aria-label="Social Security Number"
    >
      {savedLast4 && (
        <p className="ssn-form__saved" role="status">
          SSN on file: <strong>{maskSsn(savedLast4)}</strong>
        </p>
      )}
      <TextField
        label="Social Security Number"
        inputMode="numeric"
        autoComplete="off"
        maxLength={11}
        placeholder="123-45-6789"
        error={errors.ssn?.message}
        {...register('ssn')}
      />
      <SubmitButton pending={updateSsn.isPending} className="btn btn--primary btn--block">
        Save SSN
      </SubmitButton>
    </form>
  );
}
