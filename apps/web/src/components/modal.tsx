import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { focusedElement, returnFocus } from '../lib/return-focus';
import { raiseToasts } from '../lib/toast';
import { CloseIcon } from './icons';

interface ModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  /** Hide the corner close button when the dialog's own button must be used. */
  readonly hideCloseButton?: boolean;
  /**
   * 'auth': sign-in dialogs (SPEC §2 authModal theme), full screen and
   * sliding up on phones; 'wide': room for a two-column form; 'spinWheel':
   * the full-screen wheel (spinWheelModal theme, styled by its feature).
   */
  readonly variant?: 'default' | 'auth' | 'wide' | 'spinWheel';
  /** A large decorative icon above the title; 'success' tints it green. */
  readonly icon?: ReactNode;
  readonly iconTone?: 'gold' | 'success' | 'danger';
  /** Extra class on the dialog, for a dialog's own look (bonus and promotion dialogs). */
  readonly className?: string;
}

/**
 * An accessible dialog on the native <dialog> element: showModal() makes the
 * rest of the page inert (focus stays inside), Escape closes through onClose,
 * and the title labels the dialog. Focus starts on the element marked
 * `data-autofocus`, else on the first focusable one; on closing it goes back to
 * the control that opened the dialog. The close button, icon
 * and title stay in view; a dialog taller than the screen scrolls its
 * content beneath them.
 */
export function Modal({
  open,
  title,
  onClose,
  children,
  hideCloseButton = false,
  variant = 'default',
  icon,
  iconTone = 'gold',
  className,
}: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const opener = useRef<HTMLElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const scrolls = useScrolls(contentRef, open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = focusedElement();
      dialog.showModal();
      raiseToasts();
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    }
    if (!open && dialog.open) {
      dialog.close();
      returnFocus(opener.current, dialog);
      opener.current = null;
    }
  }, [open]);

  // A dialog its parent stops showing while open leaves the page: focus goes back all the same.
  useEffect(() => {
    const dialog = ref.current;
    return () => returnFocus(opener.current, dialog);
  }, []);

  return (
    <dialog
      ref={ref}
      className={['modal', variant === 'default' ? null : `modal--${variant}`, className ?? null]
        .filter(Boolean)
        .join(' ')}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="modal__panel">
        {!hideCloseButton && (
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            <CloseIcon />
          </button>
        )}
        {icon && (
          <span
            className={iconTone === 'gold' ? 'modal__icon' : `modal__icon modal__icon--${iconTone}`}
            aria-hidden="true"
          >
            {icon}
          </span>
        )}
        <h2 id={titleId} className="modal__title">
          {title}
        </h2>
        {/* Content taller than the screen scrolls: it takes focus so a keyboard can scroll it. */}
        <div ref={contentRef} className="modal__content" tabIndex={scrolls ? 0 : undefined}>
          {children}
        </div>
      </div>
    </dialog>
  );
}

/** Whether the element scrolls (its content is taller than it), measured while `open`. */
function useScrolls(ref: RefObject<HTMLElement | null>, open: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!open || !element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    const resized = new ResizeObserver(measure);
    const watch = () => {
      resized.observe(element);
      for (const child of Array.from(element.children)) resized.observe(child);
    };
    // Content that arrives later (a list once loaded) is watched too.
    const changed = new MutationObserver(() => {
      watch();
      measure();
    });
    changed.observe(element, { childList: true, subtree: true });
    watch();
    measure();
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [ref, open]);
  return scrolls;
}
