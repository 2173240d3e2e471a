import type { Locator, Page } from 'playwright-core';

/** The dialogs the startup popup queue shows the demo player, in order (welcome unclaimed). */
export const DEMO_STARTUP_DIALOGS = ['Welcome Bonus', 'Daily Bonus', 'Flash Sale'] as const;

/** An open dialog by its title. */
export const dialogNamed = (page: Page, name: string): Locator =>
  page.getByRole('dialog', { name, exact: true });

/** Waits for the dialog titled `name` and closes it with its corner button. */
export async function closeDialog(page: Page, name: string): Promise<void> {
  const dialog = dialogNamed(page, name);
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await dialog.waitFor({ state: 'detached' });
}

/** Closes, in order, the dialogs the app queues (startup queue, page popups). */
export async function closeDialogs(page: Page, names: readonly string[]): Promise<void> {
  for (const name of names) await closeDialog(page, name);
}
