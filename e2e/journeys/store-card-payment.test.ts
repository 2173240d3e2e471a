import assert from 'node:assert/strict';
import { useJourneyEnvironment } from '../support/journey';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { fromDecimal } from '@app/contracts/money';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { VIEWPORTS, openPage, pathnameOf, screenshot } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import { openOrderSummary, payOnHostedPage } from '../support/hosted-card';
import {
  closeAppDialogs,
  dialogSettled,
  expectedQuote,
  findPackage,
  gcBalance,
  readProfile,
  shown,
  openAsNewPlayer,
} from '../support/store';
import { waitForText } from '../support/dom-watch';

/** SPEC §8 payment status texts of a payment that has not settled. */
const PENDING_TITLE = 'Payment is currently being processed';
const PENDING_TEXT = 'Please Allow 2-3 business days for payment processing.';

async function settle(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready');
}

describe('store: card payment through the hosted page', () => {
  const env = useJourneyEnvironment();

  it(
    'a new player buys a first-purchase package by card and the header GC rises to base + bonus',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      try {
        // The bonus the order summary must show: quotePurchase, as the server credits it.
        const profile = await readProfile(page);
        assert.equal(profile.firstPurchaseBonus?.isClaimed, false, 'a new player has the bonus');
        const pkg = await findPackage(page, (candidate) => candidate.firstPurchaseApplicable);
        const quote = expectedQuote(pkg, profile);
        assert.ok(quote.firstPurchaseGc > 0, 'the package gets a first-purchase bonus');
        // Hundredths, like the quote.
        const startGc = fromDecimal(profile.userWallet?.gcCoin ?? 0);

        const summary = await openOrderSummary(page, pkg.packageId);
        const bonusLine = summary.getByTestId('order-summary-first-purchase');
        await bonusLine.waitFor();
        assert.match((await bonusLine.textContent()) ?? '', /First purchase bonus/);
        assert.match(
          (await bonusLine.textContent()) ?? '',
          new RegExp(`\\+${quote.firstPurchasePercent}%`),
        );
        assert.ok(
          ((await bonusLine.textContent()) ?? '').includes(`+${shown(quote.firstPurchaseGc)} GC`),
          'the bonus line shows the bonus GC',
        );
        const totalGcText = `${shown(quote.totalGc)} GC`;
        assert.ok(
          ((await summary.getByTestId('order-summary-total-gc').textContent()) ?? '').includes(
            totalGcText,
          ),
          `the summary's total is ${totalGcText}`,
        );
        // Base + bonus (no VIP tier yet).
        assert.equal(quote.totalGc, quote.baseGc + quote.firstPurchaseGc + quote.vipBoostGc);

        // Card (hosted page) is the method picked first.
        const card = summary.getByRole('radio', { name: 'Card', exact: true });
        assert.equal(await card.isChecked(), true);
        await summary.getByRole('checkbox', { name: 'Save card for future purchases' }).check();
        await settle(page);
        await screenshot(page, 'store-01-order-summary', { fullPage: false });
        await summary.getByRole('button', { name: /^Pay \$.* by card$/ }).click();

        // /user/payment: the hosted card page in a frame.
        await payOnHostedPage(page, SANDBOX_TEST_CARDS.approve, 'store-02-hosted-card-page');

        // Back from the provider: the status page asks the server, then the thank-you modal.
        await page.waitForURL((url) => url.pathname === '/thank-you-purchase', { timeout: 60_000 });
        // The provider sent the whole window back: the startup dialogs wait for the next page, so
        // the result is the only dialog (decision 017).
        const thankYou = page
          .getByRole('dialog', { name: 'Payment Successful' })
          .filter({ hasText: PAYMENT_MESSAGES.success });
        await thankYou.waitFor();
        await thankYou.getByText('You wallet has been updated.').waitFor();
        await dialogSettled(thankYou);
        assert.equal(await page.locator('dialog[open]').count(), 1, 'the result is alone');

        // The header balance reaches what the summary promised, without a reload.
        await page.evaluate('window.__sameDocument = true');
        await waitForText(page, gcBalance(page), shown(startGc + quote.totalGc));
        assert.equal(await page.evaluate('window.__sameDocument === true'), true);
        await settle(page);
        await screenshot(page, 'store-03-thank-you', { fullPage: false });

        const after = await readProfile(page);
        assert.equal(fromDecimal(after.userWallet?.gcCoin ?? 0), startGc + quote.totalGc);
        assert.equal(after.firstPurchaseBonus?.isClaimed, true, 'the bonus is used up');

        await thankYou.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        assert.equal(pathnameOf(page), '/');
      } finally {
        await context.close();
      }
    },
  );

  it(
    'on a 375 px phone a declined card shows the failure modal and the balance stays the same',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.mobile,
        isMobile: true,
      });
      try {
        const profile = await readProfile(page);
        const startGc = fromDecimal(profile.userWallet?.gcCoin ?? 0);
        const pkg = await findPackage(page, () => true);

        const summary = await openOrderSummary(page, pkg.packageId);
        await waitForText(page, gcBalance(page, true), shown(startGc));
        await summary.getByRole('button', { name: /^Pay \$.* by card$/ }).click();

        await payOnHostedPage(page, SANDBOX_TEST_CARDS.decline, 'store-04-hosted-card-page-phone');

        await page.waitForURL((url) => url.pathname === '/user/store/deposit-status', {
          timeout: 60_000,
        });
        const failed = dialogNamed(page, 'Payment Failed');
        await failed.waitFor({ timeout: 30_000 });
        await failed.getByText(PAYMENT_MESSAGES.failed).waitFor();
        await dialogSettled(failed);
        assert.equal(await page.locator('dialog[open]').count(), 1, 'the result is alone');
        await settle(page);
        await screenshot(page, 'store-05-payment-failed-phone', { fullPage: false });

        // Closing goes back to the store to try again; not a coin was credited.
        await failed.getByRole('button', { name: 'Close', exact: true }).last().click();
        await page.waitForURL((url) => url.pathname === '/user/store');
        await closeAppDialogs(page);
        await waitForText(page, gcBalance(page, true), shown(startGc));
        const after = await readProfile(page);
        assert.equal(fromDecimal(after.userWallet?.gcCoin ?? 0), startGc);
        assert.equal(after.firstPurchaseBonus?.isClaimed, false, 'the bonus is still there');
      } finally {
        await context.close();
      }
    },
  );

  for (const size of ['laptop', 'phone'] as const) {
    it(
      `at ${size === 'laptop' ? '1366×800' : '390×844'} a card the provider holds pending shows the PENDING status, then 'Payment Successful' when it settles`,
      { timeout: 180_000 },
      async () => {
        const { server, browser } = env;
        const phone = size === 'phone';
        const { context, page } = await openAsNewPlayer(browser, server.baseUrl, {
          viewport: VIEWPORTS[size],
          isMobile: phone,
        });
        try {
          const startGc = fromDecimal((await readProfile(page)).userWallet?.gcCoin ?? 0);
          const pkg = await findPackage(page, () => true);
          const summary = await openOrderSummary(page, pkg.packageId);
          await summary.getByRole('button', { name: /^Pay \$.* by card$/ }).click();
          await payOnHostedPage(page, SANDBOX_TEST_CARDS.pending, `store-12-pending-card-${size}`);

          // Back from the provider: the payment is not settled, and the page says so at once.
          await page.waitForURL((url) => url.pathname === '/user/store/deposit-status', {
            timeout: 60_000,
          });
          const status = page.locator('.deposit-status');
          await status
            .getByRole('heading', { level: 1, name: PENDING_TITLE })
            .waitFor({ timeout: 30_000 });
          await status.getByText(PENDING_TEXT, { exact: true }).waitFor();
          await closeAppDialogs(page, { keep: [PENDING_TITLE] });
          const pending = dialogNamed(page, PENDING_TITLE);
          await pending.getByText(PENDING_TEXT, { exact: true }).waitFor();
          assert.equal(
            pathnameOf(page),
            '/user/store/deposit-status',
            'still waiting for the provider',
          );
          await dialogSettled(pending);
          await settle(page);
          await screenshot(page, `store-13-payment-pending-${size}`, { fullPage: false });

          // The provider settles: the final status replaces the pending one by itself.
          await page.waitForURL((url) => url.pathname === '/thank-you-purchase', {
            timeout: 60_000,
          });
          await closeAppDialogs(page, { keep: ['Payment Successful'] });
          const thankYou = dialogNamed(page, 'Payment Successful');
          await thankYou.getByText(PAYMENT_MESSAGES.success).waitFor();
          await dialogSettled(thankYou);
          await settle(page);
          await screenshot(page, `store-14-payment-settled-${size}`, { fullPage: false });
          const after = await readProfile(page);
          assert.ok(
            fromDecimal(after.userWallet?.gcCoin ?? 0) > startGc,
            'the settled payment credited the coins',
          );
        } finally {
          await context.close();
        }
      },
    );
  }

  it(
    'a signed-out visitor back from a provider is asked to log in; a status in the address is not believed',
    { timeout: 60_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl, {
        viewport: VIEWPORTS.mobile,
        isMobile: true,
      });
      try {
        await page.goto(
          '/user/store/deposit-status?providerType=fiat&referenceId=GS-x&status=SUCCESS',
        );
        await page.getByRole('heading', { level: 1, name: 'Payment Status' }).waitFor();
        await page.getByText('Please log in to see the status of your payment.').waitFor();
        await page.locator('.deposit-status').getByRole('button', { name: 'Login' }).click();
        await dialogNamed(page, 'Login').waitFor();
        assert.equal(pathnameOf(page), '/user/store/deposit-status');
        assert.equal(await page.getByText('Payment Successful').count(), 0);
      } finally {
        await context.close();
      }
    },
  );
});
