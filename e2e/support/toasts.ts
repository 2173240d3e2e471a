import type { Page } from 'playwright-core';

/**
 * Installed in every page of the journeys (`openPage`): records each toast's text as it appears. A
 * toast shows for 2 s (SPEC), and a check machine that runs the journeys at half this machine's
 * speed could poll for it after it has gone; the record keeps it (decision 040).
 */
export const RECORD_TOASTS = `(() => {
  const log = (window.__toasts = []);
  const seen = new WeakSet();
  new MutationObserver(() => {
    for (const element of document.querySelectorAll('[data-sonner-toast]')) {
      const text = element.textContent ?? '';
      if (seen.has(element) || text === '') continue;
      seen.add(element);
      log.push({ text, used: false });
    }
  }).observe(document, { childList: true, subtree: true });
})();`;

/**
 * A toast that says `text` (in part), shown in this document since the last wait that took a toast
 * of the page: `waitFor` takes the first such toast not taken yet, or waits for one to appear.
 */
export const toast = (page: Page, text: string) => ({
  waitFor: async (): Promise<void> => {
    await page.waitForFunction((wanted) => {
      const log =
        (window as unknown as { __toasts?: { text: string; used: boolean }[] }).__toasts ?? [];
      const entry = log.find((shown) => !shown.used && shown.text.includes(wanted));
      if (entry) entry.used = true;
      return entry !== undefined;
    }, text);
  },
});
