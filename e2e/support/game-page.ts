import type { Locator, Page } from 'playwright-core';

/** Shared steps of the game journeys: dialogs, the header balance, and phone-width checks. */

/** Closes whatever the app queued (startup dialogs, promotions) until nothing opens for a while. */
export async function dismissDialogs(page: Page): Promise<void> {
  const open = page.locator('dialog[open]:not(.gc-modal)');
  let quietSince = Date.now();
  while (Date.now() - quietSince < 2_500) {
    if ((await open.count()) > 0) {
      await open.first().getByRole('button', { name: 'Close', exact: true }).first().click();
      quietSince = Date.now();
    }
    await page.waitForTimeout(250);
  }
}

export const headerGc = (page: Page): Locator =>
  page.locator('.site-header .coin-switch__option--gc .coin-switch__amount');

export const coins = (value: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export async function headerReads(page: Page, text: string): Promise<void> {
  const handle = await headerGc(page).elementHandle();
  await page.waitForFunction(([element, expected]) => element?.textContent === expected, [
    handle,
    text,
  ] as const);
}

/** How far the page or the game stage is wider than the screen (0 when it fits). */
export const overflow = (page: Page): Promise<number> =>
  page.evaluate(`Math.max(
    document.documentElement.scrollWidth - window.innerWidth,
    (() => { const stage = document.querySelector('[data-testid="game-stage"]'); return stage ? stage.scrollWidth - stage.clientWidth : 0; })()
  )`) as Promise<number>;
