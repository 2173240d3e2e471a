import type { ReactNode } from 'react';
import './list-state.css';

interface ListEmptyProps {
  readonly title: ReactNode;
  readonly hint?: ReactNode;
  readonly icon?: ReactNode;
  /** 'status' for an empty list, 'alert' for one that failed to load; none for a prompt. */
  readonly role?: 'status' | 'alert';
  /** An action under the text (Try again, Login). */
  readonly children?: ReactNode;
}

/** What a list (games, packages) shows instead of rows: empty, failed, or asking to log in. */
export function ListEmpty({ title, hint, icon, role, children }: ListEmptyProps) {
  return (
    <div className="list-empty" role={role}>
      {icon && (
        <span className="list-empty__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <p className="list-empty__title">{title}</p>
      {hint && <p className="list-empty__hint">{hint}</p>}
      {children}
    </div>
  );
}
