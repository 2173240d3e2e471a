import type { Locator, Page } from 'playwright-core';

/**
 * The flash-sale promo (SPEC §4 offer title): it opens by itself on the lobby, after the startup
 * dialogs, on a page visit without onboarding prompts and without another promotion, until the
 * player closes it (decision 017).
 */
export const FLASH_SALE_PROMO = 'Enable offer before it ends';

/**
 * The dialogs the demo player sees after sign-in, in order (welcome unclaimed): the startup
 * queue's bonuses. Promotions wait for a page visit without them (decision 017).
 */
export const DEMO_STARTUP_DIALOGS = ['Welcome Bonus', 'Daily Bonus'] as const;

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

/**
 * Fills the open Login dialog (email, password, both required confirmations) and presses Login;
 * answers the dialog so the caller can wait for what follows (a toast, a code, a refusal).
 */
export async function submitLoginDialog(
  page: Page,
  credentials: { email: string; password: string },
): Promise<Locator> {
  const login = page.getByRole('dialog', { name: 'Login' });
  await login.getByLabel('Email').fill(credentials.email);
  await login.getByLabel('Password', { exact: true }).fill(credentials.password);
  await login.getByRole('checkbox', { name: /I am at least 18 years old/ }).check();
  await login.getByRole('checkbox', { name: /restricted states/ }).check();
  await login.getByRole('button', { name: 'Login', exact: true }).click();
  return login;
}
