import {
  useId,
  useState,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
} from 'react';
import { EyeIcon, EyeOffIcon } from './icons';
import './form-fields.css';

/**
 * Labelled form controls that take react-hook-form's `register(...)` spread
 * (React 19 passes `ref` as a prop). An error replaces the hint, is tied to
 * the control with aria-describedby and marks it aria-invalid.
 */
interface FieldFrameProps {
  readonly label: ReactNode;
  readonly error?: string;
  readonly hint?: ReactNode;
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  return hint ? `${id}-hint` : undefined;
}

function FieldMessage({ id, error, hint }: { id: string; error?: string; hint?: ReactNode }) {
  if (error) {
    return (
      <p id={`${id}-error`} className="field__error">
        {error}
      </p>
    );
  }
  return hint ? (
    <p id={`${id}-hint`} className="field__hint">
      {hint}
    </p>
  ) : null;
}

type TextFieldProps = FieldFrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> & {
    readonly ref?: Ref<HTMLInputElement>;
    /** Shown inside the control, before the text (e.g. a country code select). */
    readonly adornment?: ReactNode;
  };

export function TextField({
  label,
  error,
  hint,
  id,
  adornment,
  className,
  ...input
}: TextFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className={adornment ? 'field__control field__control--adorned' : 'field__control'}>
        {adornment}
        <input
          id={inputId}
          className="field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          {...input}
        />
      </div>
      <FieldMessage id={inputId} error={error} hint={hint} />
    </div>
  );
}

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'adornment'>;

/** A password input with a show/hide toggle (SPEC §2 login and sign-up). */
export function PasswordField({ label, error, hint, id, className, ...input }: PasswordFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [visible, setVisible] = useState(false);
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <div className="field__control field__control--password">
        <input
          id={inputId}
          className="field__input"
          type={visible ? 'text' : 'password'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(inputId, error, hint)}
          {...input}
        />
        <button
          type="button"
          className="field__toggle"
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? <EyeOffIcon size={18} /> : <EyeIcon size={18} />}
        </button>
      </div>
      <FieldMessage id={inputId} error={error} hint={hint} />
    </div>
  );
}

type SelectFieldProps = FieldFrameProps &
  SelectHTMLAttributes<HTMLSelectElement> & { readonly ref?: Ref<HTMLSelectElement> };

export function SelectField({
  label,
  error,
  hint,
  id,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const autoId = useId();
  const selectId = id ?? autoId;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={selectId} className="field__label">
        {label}
      </label>
      <div className="field__control field__control--select">
        <select
          id={selectId}
          className="field__input field__select"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(selectId, error, hint)}
          {...select}
        >
          {children}
        </select>
      </div>
      <FieldMessage id={selectId} error={error} hint={hint} />
    </div>
  );
}

type CheckboxFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> & {
  readonly label: ReactNode;
  readonly error?: string;
  readonly ref?: Ref<HTMLInputElement>;
};

export function CheckboxField({ label, error, id, className, ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <div className={className ? `check-field ${className}` : 'check-field'}>
      <div className="check-field__row">
        <input
          id={inputId}
          type="checkbox"
          className="check-field__input"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          {...input}
        />
        <label htmlFor={inputId} className="check-field__label">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${inputId}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}
