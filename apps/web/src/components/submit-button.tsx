import type { ReactNode } from 'react';

interface SubmitButtonProps {
  readonly pending: boolean;
  readonly children: ReactNode;
  readonly className?: string;
}

/** A form's main button: busy and disabled while its call runs, so it is sent once. */
export function SubmitButton({
  pending,
  children,
  className = 'btn btn--primary btn--lg btn--block',
}: SubmitButtonProps) {
  return (
    <button type="submit" className={className} disabled={pending} aria-busy={pending}>
      {pending && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
