import { vi } from 'vitest';

/**
 * The web projects run their files without isolation (vitest.config.ts): a worker keeps the
 * libraries it loaded, and its DOM. Each file starts as a page load would: the app's own modules
 * evaluated afresh (they hold state: the UI store, the wallet's stores, the dialogs already
 * shown), an empty document and empty storage.
 */
vi.resetModules();

if (typeof document !== 'undefined') {
  for (const element of [document.documentElement, document.body]) {
    for (const name of element.getAttributeNames()) {
      if (element === document.documentElement && name === 'lang') continue;
      element.removeAttribute(name);
    }
  }
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
}
