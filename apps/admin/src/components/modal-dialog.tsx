import { useEffect, useId, useRef, type ReactNode } from 'react';
import { focusedElement, returnFocus } from '../lib/return-focus';
import './modal-dialog.css';

/**
 * A modal dialog on the native <dialog>: focus moves in and stays in, the page behind is inert,
 * Escape closes it, and focus goes back to the control that opened it. The parent decides whether
 * it is shown (it mounts it or not).
 */
export function ModalDialog({
  title,
  onClose,
  children,
  wide = false,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** For what needs room: a document preview, a review. */
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    const opener = focusedElement();
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      dialog?.close();
      returnFocus(opener, dialog);
    };
  }, []);
  return (
    <dialog
      ref={ref}
      className={wide ? 'modal-dialog modal-dialog-wide' : 'modal-dialog'}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}
