import type { ReactNode } from 'react';
import './bonuses.css';

interface ClaimButtonProps {
  readonly pending: boolean;
  readonly onClick: () => void;
  readonly children: ReactNode;
}

/** The gold call to action of a bonus dialog; busy and disabled while the claim runs. */
export function ClaimButton({ pending, onClick, children }: ClaimButtonProps) {
  return (
    <button
      type="button"
      className="btn btn--primary btn--lg btn--block bonus-dialog__claim"
      disabled={pending}
      aria-busy={pending}
      data-autofocus
      onClick={onClick}
    >
      {pending && <span className="btn__spinner" aria-hidden="true" />}
      {children}
    </button>
  );
}
