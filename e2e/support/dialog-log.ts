import type { BrowserContext, Page } from 'playwright-core';

/** One dialog seen opening in the app's window. */
export interface DialogSighting {
  readonly title: string;
  /** The page it opened on. */
  readonly path: string;
  /** Every dialog open at that moment (itself included), by title. */
  readonly open: readonly string[];
}

/**
 * Watches every page of `context` (across reloads) for native dialogs
 * opening in the top window and returns the live list of sightings, in
 * order. A MutationObserver from an init script reports each dialog that
 * becomes open, with its title (the element its aria-labelledby names).
 */
export async function recordDialogs(context: BrowserContext): Promise<DialogSighting[]> {
  const sightings: DialogSighting[] = [];
  await context.exposeBinding('__dialogOpened', (_source, sighting: DialogSighting) => {
    sightings.push(sighting);
  });
  await context.addInitScript(`(() => {
    if (window.top !== window) return;
    const reported = new WeakSet();
    const titleOf = (dialog) => {
      const id = dialog.getAttribute('aria-labelledby');
      const label = id ? document.getElementById(id) : null;
      return (label ? label.textContent : dialog.getAttribute('aria-label') || '').trim();
    };
    const scan = () => {
      const open = [...document.querySelectorAll('dialog')].filter((dialog) => {
        if (!dialog.open) reported.delete(dialog);
        return dialog.open;
      });
      const titles = open.map(titleOf);
      for (const dialog of open) {
        if (reported.has(dialog)) continue;
        reported.add(dialog);
        window.__dialogOpened({ title: titleOf(dialog), path: location.pathname, open: titles });
      }
    };
    new MutationObserver(scan).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['open'],
    });
  })();`);
  return sightings;
}

/** Sightings after `from` (an index into the list), by title. */
export const titlesSince = (sightings: readonly DialogSighting[], from: number): string[] =>
  sightings.slice(from).map((sighting) => sighting.title);

/** Waits until no dialog has opened for `quietMs` (the app's own dialogs come within 2 s). */
export async function waitForQuiet(
  page: Page,
  sightings: readonly DialogSighting[],
  quietMs = 3_500,
): Promise<void> {
  let count = sightings.length;
  let quietSince = Date.now();
  while (Date.now() - quietSince < quietMs) {
    await page.waitForTimeout(250);
    if (sightings.length !== count) {
      count = sightings.length;
      quietSince = Date.now();
    }
  }
}
