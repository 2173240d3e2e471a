import { useId, type InputHTMLAttributes, type Ref } from 'react';

interface CheckboxFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  readonly label: string;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A checkbox with its label after it, the whole line clickable. */
export function CheckboxField({ label, ref, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className="checkbox-field">
      <input id={id} ref={ref} type="checkbox" {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
