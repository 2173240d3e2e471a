import type { FormEventHandler, ReactNode } from 'react';
import { FormActions } from './form-actions';

interface EditorFormProps {
  /** What a screen reader names the form, e.g. 'Edit Dice'. */
  readonly label: string;
  readonly heading: ReactNode;
  /** A note under the heading, before the server's refusal. */
  readonly lead?: ReactNode;
  /** The server's refusal of the last save. */
  readonly error?: string;
  readonly saving: boolean;
  readonly submitLabel?: string;
  readonly onSubmit: FormEventHandler<HTMLFormElement>;
  readonly onClose: () => void;
  readonly children: ReactNode;
}

/**
 * The frame of a back-office edit form: heading, the server's refusal, the fields, Save and
 * Cancel; Escape closes it as Cancel does. The fields check themselves (noValidate).
 */
export function EditorForm({
  label,
  heading,
  lead,
  error,
  saving,
  submitLabel = 'Save',
  onSubmit,
  onClose,
  children,
}: EditorFormProps) {
  return (
    <form
      className="panel editor-form"
      aria-label={label}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      noValidate
    >
      <h2>{heading}</h2>
      {lead}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      {children}
      <FormActions
        className="editor-form-actions"
        submitLabel={submitLabel}
        pendingLabel="Saving…"
        pending={saving}
        onCancel={onClose}
      />
    </form>
  );
}
