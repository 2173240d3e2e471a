import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS, openPage, pathnameOf, screenshot } from '../support/browser';
import { closeDialog, dialogNamed } from '../support/dialogs';
import { waitForText, watchForAppearance } from '../support/dom-watch';
import { useJourneyEnvironment } from '../support/journey';
import type { NewPlayer } from '../support/players';
import { signUpVerifiedPlayer } from '../support/store';
import { signInThroughApi } from '../support/session';
import { toast } from '../support/toasts';

/** The balance text of one coin in the visible GC/SC switch (header or bottom nav). */
const balance = (page: Page, scope: string, coin: 'gc' | 'sc'): Locator =>
  page.locator(`${scope} .coin-switch__option--${coin} .coin-switch__amount`);

/** Waits until the balance reads `text` exactly (the count-up runs through other values). */
const balanceReads = waitForText;

/** Rows of the transactions table, as a page expression. */
/**
 * Waits until the transactions table shows `count` rows. A function, not a string: a string
 * predicate is evaluated in the page with eval, which the app's CSP forbids (decision 022).
 */
const waitForRowCount = (page: Page, count: number) =>
  page.waitForFunction(
    (expected) => document.querySelectorAll('.transactions__table tbody tr').length === expected,
    count,
  );

const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;

async function settle(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready');
}

describe('wallet journey', () => {
  const env = useJourneyEnvironment();
  let player: NewPlayer | undefined;

  it(
    'a new player claims the welcome and daily bonuses from the startup queue and sees the balance rise live',
    { timeout: 120_000 },
    async () => {
      const baseUrl = env.server.baseUrl;
      const { context, page } = await openPage(env.browser, baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      try {
        // The verification link signs the new player in; 'Email Verified' reloads the app.
        player = await signUpVerifiedPlayer(page, baseUrl);

        // Startup queue 1: the profile is empty, so the complete-profile prompt comes first.
        const header = '.site-header';
        await balanceReads(page, balance(page, header, 'gc'), '0.00');
        await balanceReads(page, balance(page, header, 'sc'), '0.00');
        await dialogNamed(page, 'Complete your profile').waitFor();
        await settle(page);
        await screenshot(page, 'wallet-01-complete-profile', { fullPage: false });
        await closeDialog(page, 'Complete your profile');

        // Startup queue 2: the welcome bonus with its amounts.
        const welcome = dialogNamed(page, 'Welcome Bonus');
        await welcome.waitFor();
        await welcome.getByText('50,000.00').waitFor();
        await welcome.getByText('2.00', { exact: true }).waitFor();
        assert.equal(await balance(page, header, 'gc').textContent(), '0.00');
        await settle(page);
        await screenshot(page, 'wallet-02-welcome-bonus', { fullPage: false });

        // Claim: toast, and the header balance rises over the socket without a reload.
        await page.evaluate('window.__sameDocument = true');
        // The credited balance glows for 2 s: watched from before the claim, so a slow machine
        // cannot miss it.
        const glowed = await watchForAppearance(page, `${header} .coin-switch__amount.is-credited`);
        await welcome.getByRole('button', { name: 'Claim', exact: true }).click();
        await toast(page, 'Bonus successfully redeemed').waitFor();
        await balanceReads(page, balance(page, header, 'gc'), '50,000.00');
        await balanceReads(page, balance(page, header, 'sc'), '2.00');
        assert.equal(
          await page.evaluate('window.__sameDocument === true'),
          true,
          'the balance changed without a page reload',
        );
        assert.equal(await glowed(), true, 'the credited balance glowed');
        await screenshot(page, 'wallet-03-welcome-claimed', { fullPage: false });

        // Startup queue 3: the daily bonus; Claim Now toasts the server message.
        const daily = dialogNamed(page, 'Daily Bonus');
        await daily.waitFor();
        await daily.getByText('10,000.00').waitFor();
        await settle(page);
        await screenshot(page, 'wallet-04-daily-bonus', { fullPage: false });
        await daily.getByRole('button', { name: 'Claim Now' }).click();
        await toast(page, 'Daily bonus claimed').waitFor();
        await daily.waitFor({ state: 'detached' });
        await balanceReads(page, balance(page, header, 'gc'), '60,000.00');
        await balanceReads(page, balance(page, header, 'sc'), '2.30');
        assert.equal(await page.evaluate('window.__sameDocument === true'), true);

        // The lobby popup waits for a page visit without bonus dialogs (decision 017); the
        // player goes to the store.
        await page.locator(header).getByRole('link', { name: 'Get Coins' }).click();
        await page.waitForURL((url) => url.pathname === '/user/store');

        // The store's own popup opens after 2 s.
        const storePopup = dialogNamed(page, 'First Purchase Bonus');
        await storePopup.waitFor();
        await screenshot(page, 'wallet-06-store-popup', { fullPage: false });
        await closeDialog(page, 'First Purchase Bonus');

        // Transactions: the four bonus credits, newest first, with signs and balances.
        await page
          .getByRole('link', { name: `My account (${player.username})` })
          .first()
          .click();
        await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
        await page.getByRole('tab', { name: 'Transactions' }).click();
        assert.equal(new URL(page.url()).searchParams.get('tab'), 'transactions');
        const table = page.getByRole('table', { name: /^Your transactions/ });
        await table.waitFor();
        const rows = table.locator('tbody tr');
        await waitForRowCount(page, 4);
        assert.deepEqual(await rows.locator('th').allTextContents(), [
          'Bonus',
          'Bonus',
          'Bonus',
          'Bonus',
        ]);
        const amounts = await rows.locator('.transactions__amount').allTextContents();
        assert.deepEqual([...amounts].sort(), ['+0.30', '+10,000.00', '+2.00', '+50,000.00']);
        assert.equal(await rows.first().locator('.transactions__amount').textContent(), '+0.30');
        assert.equal(await rows.first().locator('.transactions__balance').textContent(), '2.30');
        assert.match(
          (await rows.first().locator('time').textContent()) ?? '',
          /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)$/,
        );
        // Above them, what the bonus SC still has to be played (decision 053): 1x each.
        const toPlay = page.getByRole('region', { name: 'Sweeps Coins to play' });
        await toPlay.getByRole('term').filter({ hasText: 'Left to play' }).waitFor();
        assert.deepEqual(await toPlay.locator('.playthrough__figures dd').allTextContents(), [
          '2.30',
          '0.00',
          '2.30 SC',
        ]);
        assert.deepEqual(await toPlay.getByRole('table').locator('tbody th').allTextContents(), [
          'Daily bonus',
          'Welcome bonus',
        ]);
        await settle(page);
        await screenshot(page, 'wallet-07-transactions');

        // Filter by coin: SC only.
        await page
          .getByRole('group', { name: 'Coin', exact: true })
          .getByRole('button', { name: 'SC' })
          .click();
        await waitForRowCount(page, 2);
        await page.getByLabel('Type', { exact: true }).selectOption('bet');
        await page.getByText('No transactions match these filters.').waitFor();

        // The coin switch: SC is kept across a reload.
        const scButton = page
          .locator(header)
          .getByRole('button', { name: /Sweepstakes Coins balance/ });
        await scButton.click();
        assert.equal(await scButton.getAttribute('aria-pressed'), 'true');
        assert.equal(await page.evaluate("localStorage.getItem('coinType')"), 'SC');
        // On the account page itself: no profile prompt and no promotion (decision 017).
        await page.reload();
        await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
        const scAfterReload = page
          .locator(header)
          .getByRole('button', { name: /Sweepstakes Coins balance/ });
        assert.equal(await scAfterReload.getAttribute('aria-pressed'), 'true');
        assert.equal(
          await page
            .locator(header)
            .getByRole('button', { name: /Gold Coins balance/ })
            .getAttribute('aria-pressed'),
          'false',
        );
        assert.equal(pathnameOf(page), '/user/account-details');
        await balanceReads(page, balance(page, header, 'gc'), '60,000.00');
        assert.match((await scAfterReload.getAttribute('title')) ?? '', /0\.00 redeemable/);
        await settle(page);
        await screenshot(page, 'wallet-08-sc-after-reload', { fullPage: false });
      } finally {
        await context.close();
      }
    },
  );

  it(
    'on a 375 px phone the bottom nav carries the GC/SC switch and balances; transactions are cards',
    { timeout: 60_000 },
    async () => {
      assert.ok(player, 'runs after the first journey');
      const { context, page } = await openPage(env.browser, env.server.baseUrl, {
        viewport: VIEWPORTS.mobile,
        isMobile: true,
      });
      try {
        await signInThroughApi(context, env.server.baseUrl, player);
        await page.goto('/user/account-details?tab=transactions');
        const nav = '.bottom-nav';
        await balanceReads(page, balance(page, nav, 'gc'), '60,000.00');
        await balanceReads(page, balance(page, nav, 'sc'), '2.30');
        assert.equal(
          await page.locator('.site-header .coin-switch').isVisible(),
          false,
          'phones show the switch in the bottom nav only',
        );
        await page.getByRole('table', { name: /^Your transactions/ }).waitFor();
        await settle(page);
        assert.equal(await horizontalOverflow(page), 0, 'nothing is wider than the phone');
        await screenshot(page, 'wallet-09-mobile-transactions', { fullPage: false });
        await screenshot(page, 'wallet-10-mobile-transactions-full');

        const quickLinks = page.getByRole('navigation', { name: 'Quick links' });
        const sc = quickLinks.getByRole('button', { name: /Sweepstakes Coins balance/ });
        await sc.click();
        assert.equal(await sc.getAttribute('aria-pressed'), 'true');
        await page.goto('/');
        // The lobby: the profile prompt, then the lobby popup of this new browser session.
        await dialogNamed(page, 'Complete your profile').waitFor();
        await closeDialog(page, 'Complete your profile');
        await dialogNamed(page, 'Flash Sale').waitFor();
        await settle(page);
        await screenshot(page, 'wallet-05-mobile-lobby-popup', { fullPage: false });
        await closeDialog(page, 'Flash Sale');
        assert.equal(
          await quickLinks
            .getByRole('button', { name: /Sweepstakes Coins balance/ })
            .getAttribute('aria-pressed'),
          'true',
        );
        await settle(page);
        assert.equal(await horizontalOverflow(page), 0);
        await screenshot(page, 'wallet-11-mobile-lobby', { fullPage: false });
      } finally {
        await context.close();
      }
    },
  );
});
