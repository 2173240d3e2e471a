import type { Page } from 'playwright-core';

/**
 * Records whether an element matching `selector` (and, if given, with exactly `text`) ever appears
 * in the page from now on, for a state that lasts a moment (a 2 s glow, a 0.7 s wheel turn): a
 * MutationObserver checks after every DOM change, so a slow machine cannot step over the state
 * between two polls. Call it before the action; the returned function says whether it was seen.
 * A function without inner helpers is passed to the page: tsx would add a __name helper it lacks.
 */
export async function watchForAppearance(
  page: Page,
  selector: string,
  text?: string,
): Promise<() => Promise<boolean>> {
  const key = `__seen_${Math.random().toString(36).slice(2)}`;
  await page.evaluate(
    ([flag, css, exact]) => {
      const store = window as unknown as Record<string, boolean>;
      store[flag] = false;
      const observer = new MutationObserver(() => {
        for (const element of Array.from(document.querySelectorAll(css))) {
          if (exact === null || element.textContent === exact) {
            store[flag] = true;
            observer.disconnect();
            return;
          }
        }
      });
      observer.observe(document.documentElement, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    [key, selector, text ?? null] as const,
  );
  return async () =>
    (await page.evaluate((flag) => (window as unknown as Record<string, boolean>)[flag], key)) ===
    true;
}
