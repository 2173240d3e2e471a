import type * as Sonner from 'sonner';

/** SPEC §9: toasts last 2000 ms in the top-right corner. */
export const TOAST_DURATION_MS = 2000;
export const TOAST_POSITION = 'top-right' as const;

type ToastLibrary = typeof Sonner;

let toastLibrary: Promise<ToastLibrary> | undefined;

/**
 * The toast library, loaded on first use: the app's first download does
 * without it. Toasts raised before its toaster is on the page wait there and
 * show when it is.
 */
export function loadToastLibrary(): Promise<ToastLibrary> {
  toastLibrary ??= import('sonner');
  return toastLibrary;
}

function show(kind: 'success' | 'error' | 'info', message: string): void {
  loadToastLibrary().then(
    ({ toast }) => {
      showToastLayer();
      if (kind === 'info') toast(message);
      else toast[kind](message);
    },
    (error: unknown) => console.warn(`could not show "${message}":`, error),
  );
}

/** The only way the app shows toasts, so wording and timing stay in one place. */
export const notify = {
  success: (message: string): void => show('success', message),
  error: (message: string): void => show('error', message),
  info: (message: string): void => show('info', message),
};

/**
 * Toasts live in a manual popover so they can sit in the browser's top
 * layer: a modal <dialog> is in the top layer too and would otherwise cover
 * them. The layer that entered the top layer last is drawn on top, so every
 * dialog raises the toasts again after it opens.
 */
export const TOAST_LAYER_ID = 'toast-layer';

function toastLayer(): HTMLElement | null {
  if (typeof document === 'undefined') return null;
  const layer = document.getElementById(TOAST_LAYER_ID);
  return layer && typeof layer.showPopover === 'function' ? layer : null;
}

/** Puts the toast layer in the top layer unless it is there already (the app does so once idle). */
function showToastLayer(): void {
  const layer = toastLayer();
  if (!layer || layer.matches(':popover-open')) return;
  try {
    layer.showPopover();
  } catch {
    // A browser without popovers keeps the toasts in the page, as before.
  }
}

/** Puts the toasts above everything in the top layer (call after a dialog opens). */
export function raiseToasts(): void {
  const layer = toastLayer();
  if (!layer) return;
  try {
    if (layer.matches(':popover-open')) layer.hidePopover();
    layer.showPopover();
  } catch {
    // A browser without popovers keeps the toasts in the page, as before.
  }
}
