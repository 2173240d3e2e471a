import type { ElementHandle, Locator, Page } from 'playwright-core';

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

/** The app's dialog signal on <body> (apps/web/src/lib/dialog-signal.ts); absent before it starts. */
export interface DialogSignal {
  /** 'done', 'deferred' (waits for another page) or 'pending'. */
  readonly startupQueue: string | null;
  /** 'settled' once nothing is open, queued or due to open by itself; else 'pending'. */
  readonly dialogs: string | null;
}

export const dialogSignal = (page: Page): Promise<DialogSignal> =>
  page.evaluate(() => ({
    startupQueue: document.body?.dataset.startupQueue ?? null,
    dialogs: document.body?.dataset.dialogs ?? null,
  }));

/** The app's dialogs on screen (the games' own in-frame dialogs, `.gc-modal`, are not the app's). */
const appDialogs = (page: Page): Locator => page.locator('dialog[open]:not(.gc-modal)');

/**
 * Closes the dialogs the app opens by itself (startup queue, lobby and page popups, the
 * flash-sale promo), each with its corner button, until the app says nothing more is coming: its
 * startup queue has run (or waits for another page) and no dialog is open, queued or due to open
 * by itself (`<body data-dialogs="settled">`). No quiet period: a dialog the app queues late
 * (a slow machine answering the startup calls) is waited for, not missed. Dialogs titled one of
 * `keep` are left open; once only those are open nothing else can come over them, so it returns.
 * Answers the titles it closed, in order.
 */
export async function settleAppDialogs(
  page: Page,
  { keep = [] as readonly string[], maxMs = 45_000 } = {},
): Promise<string[]> {
  const closed: string[] = [];
  const started = Date.now();
  for (;;) {
    if (Date.now() - started > maxMs) {
      const signal = await dialogSignal(page);
      throw new Error(
        `The app's dialogs did not settle in ${maxMs} ms (${JSON.stringify(signal)}); closed: ${closed.join(', ')}`,
      );
    }
    // Handles, not positions: a dialog read as one title is the dialog closed, even when another
    // opens or one goes away meanwhile (a positional locator once closed the lobby's Flash Sale
    // as 'Complete your profile', still in the page while it closed).
    const open: { handle: ElementHandle<Node>; title: string }[] = [];
    for (const handle of await appDialogs(page).elementHandles()) {
      if (!(await handle.isVisible().catch(() => false))) continue;
      const title = await handle
        .$eval('.modal__title', (element) => (element.textContent ?? '').trim())
        .catch(() => '');
      open.push({ handle, title });
    }
    const next = open.find(({ title }) => !keep.includes(title));
    if (next) {
      const close = await next.handle.$('button.modal__close');
      try {
        await close?.click({ timeout: 5_000 });
        await next.handle.waitForElementState('hidden');
      } catch (error) {
        // A dialog taken off the page (not only closed) is as gone as a hidden one.
        if (!/not attached|detached/i.test(String(error))) throw error;
      }
      closed.push(next.title);
      continue;
    }
    if (open.length > 0) return closed;
    const signal = await dialogSignal(page);
    if (signal.dialogs === 'settled') return closed;
    await page.waitForTimeout(100);
  }
}
