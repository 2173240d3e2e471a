interface FormActionsProps {
  readonly submitLabel: string;
  /** Shown on the submit button while the request is out (it is disabled meanwhile). */
  readonly pendingLabel?: string;
  readonly pending: boolean;
  readonly onCancel: () => void;
  /**
   * 'form' (a form on a page): submit, then Cancel. 'dialog' (a modal's footer, class
   * modal-actions): Cancel, then submit on the right.
   */
  readonly layout?: 'form' | 'dialog';
  /** The row's class on a page form (each section styles its own). */
  readonly className?: string;
  readonly autoFocus?: boolean;
}

/** The submit and Cancel buttons every back-office form ends with. */
export function FormActions({
  submitLabel,
  pendingLabel,
  pending,
  onCancel,
  layout = 'form',
  className = 'form-actions',
  autoFocus,
}: FormActionsProps) {
  const submit = (
    <button type="submit" className="button-primary" autoFocus={autoFocus} disabled={pending}>
      {pending && pendingLabel ? pendingLabel : submitLabel}
    </button>
  );
  const cancel = (
    <button type="button" className="button-quiet" onClick={onCancel}>
      Cancel
    </button>
  );
  return layout === 'dialog' ? (
    <div className="modal-actions">
      {cancel}
      {submit}
    </div>
  ) : (
    <div className={className}>
      {submit}
      {cancel}
    </div>
  );
}
