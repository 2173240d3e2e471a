import type { Locator, Page } from 'playwright-core';
import { STEP_TIMEOUT_MS } from './browser';

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

/**
 * Waits until the locator's text is exactly `text` (a count-up passes through other values). The
 * locator is found again on every poll: an element the app re-renders in place of the first one
 * (the header after a purchase) is read, never a detached copy that keeps its old text.
 */
export async function waitForText(page: Page, locator: Locator, text: string): Promise<void> {
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  let last: string | null = null;
  while (Date.now() < deadline) {
    last = await locator.textContent({ timeout: STEP_TIMEOUT_MS }).catch(() => null);
    if (last === text) return;
    await page.waitForTimeout(50);
  }
  throw new Error(
    `Timed out waiting for the text ${JSON.stringify(text)}; it read ${JSON.stringify(last)}`,
  );
}
