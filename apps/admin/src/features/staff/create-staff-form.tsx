import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { STAFF_ROLES } from '@app/contracts/staff-permissions';
import {
  ZStaffCreateRequest,
  type TStaffCreated,
  type TStaffCreateRequest,
} from '@app/contracts/staff-admin';
import { FormField } from '../../components/form-field';
import { useCreateStaff } from './create-staff';
import { FormActions } from '../../components/form-actions';

/** New member: name, email, role; the temporary password is shown once, here. */
export function CreateStaffForm({ onClose }: { onClose: () => void }) {
  const roleId = useId();
  const [created, setCreated] = useState<TStaffCreated>();
  const create = useCreateStaff();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof ZStaffCreateRequest>, unknown, TStaffCreateRequest>({
    resolver: zodResolver(ZStaffCreateRequest),
    defaultValues: { email: '', name: '', role: 'support' },
  });

  if (created) {
    return (
      <section className="panel staff-created" aria-labelledby="created-title">
        <h2 id="created-title">{created.staff.name} can now sign in</h2>
        <p>
          Temporary password, shown only this once:{' '}
          <code className="temporary-password">{created.temporaryPassword}</code>
        </p>
        <p className="muted">
          Give it to {created.staff.email} in person or over a secure channel.
        </p>
        <button type="button" className="button-primary" onClick={onClose} autoFocus>
          Done
        </button>
      </section>
    );
  }

  return (
    <form
      className="panel staff-form"
      onSubmit={handleSubmit((values) => create.mutate(values, { onSuccess: setCreated }))}
      noValidate
    >
      <h2>New staff member</h2>
      {create.error && (
        <p className="form-error" role="alert">
          {create.error.message}
        </p>
      )}
      <FormField label="Name" autoFocus error={errors.name?.message} {...register('name')} />
      <FormField label="Email" type="email" error={errors.email?.message} {...register('email')} />
      <div className="field">
        <label htmlFor={roleId}>Role</label>
        <select id={roleId} {...register('role')}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {role}
            </option>
          ))}
        </select>
      </div>
      <FormActions
        className="staff-form-actions"
        submitLabel="Create member"
        pendingLabel="Creating…"
        pending={create.isPending}
        onCancel={onClose}
      />
    </form>
  );
}
