import type { Browser } from 'playwright-core';

/** The titles of the open dialogs of a page (the element each one's aria-labelledby names). */
const OPEN_DIALOGS = `[...document.querySelectorAll('dialog[open], [role="dialog"], [role="alertdialog"]')]
  .map((dialog) => {
    const id = dialog.getAttribute('aria-labelledby');
    const label = id ? document.getElementById(id) : null;
    return (label ? label.textContent : dialog.getAttribute('aria-label') || '?').trim();
  })`;

/**
 * What every page of the journey's browser showed when a test failed: its address and its open
 * dialogs. CI takes no screenshots, so this is what its log keeps of the moment of failure.
 */
export async function describeOpenPages(browser: Browser): Promise<string> {
  const lines: string[] = [];
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      if (page.isClosed()) continue;
      const dialogs = await page
        .evaluate<string[]>(OPEN_DIALOGS)
        .catch((error: unknown) => [`(unreadable: ${String(error)})`]);
      const open = dialogs.length > 0 ? dialogs.map((title) => `'${title}'`).join(', ') : 'none';
      lines.push(`  ${page.url()}  dialogs: ${open}`);
    }
  }
  return lines.length > 0 ? lines.join('\n') : '  (no open pages)';
}
