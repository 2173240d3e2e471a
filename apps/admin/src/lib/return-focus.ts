/**
 * Focus back to where it was when a dialog opened (WCAG 2.4.3 Focus Order): the dialog
 * remembers the focused element as it opens and gives it focus again when it closes or leaves
 * the page, if that element is still there and focus has not moved on elsewhere since.
 */

/** The element that has focus now, the one to give it back to; none when it is the page. */
export function focusedElement(): HTMLElement | null {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * Gives focus back to `opener` once `dialog` has closed: only when focus is lost (on the page)
 * or still in the dialog, so a screen that placed focus itself (a new page's heading, the next
 * dialog) keeps it.
 */
export function returnFocus(opener: HTMLElement | null, dialog: HTMLElement | null): void {
  if (!opener?.isConnected) return;
  const active = document.activeElement;
  if (!active || active === document.body || (dialog?.contains(active) ?? false)) opener.focus();
}
