import assert from 'node:assert/strict';
import { useJourneyEnvironment } from '../support/journey';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { fromDecimal } from '@app/contracts/money';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { VIEWPORTS, screenshot } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import {
  clickExpectingOk,
  closeAppDialogs,
  dialogSettled,
  expectedQuote,
  findPackage,
  futureExpiry,
  gcBalance,
  readProfile,
  shown,
  openAsNewPlayer,
} from '../support/store';
import { waitForText } from '../support/dom-watch';
import { toast } from '../support/toasts';

async function settle(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready');
}

async function openOrderSummary(page: Page, packageId: number): Promise<Locator> {
  await page.goto('/user/store');
  await page.getByRole('heading', { level: 1, name: 'Get Coins' }).waitFor();
  await closeAppDialogs(page);
  const card = page.getByTestId(`package-${packageId}`);
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Buy' }).click();
  const summary = dialogNamed(page, 'Order Summary');
  await summary.getByTestId('order-summary').waitFor();
  return summary;
}

async function chooseMethod(summary: Locator, name: string): Promise<void> {
  await summary.getByRole('radio', { name, exact: true }).check();
}

describe('store: card form, saved cards, Apple Pay, online banking and bank payments', () => {
  const env = useJourneyEnvironment();

  it(
    'a new player pays with the card form, removes the saved card, sees Apple Pay unavailable, pays by online banking and by bank',
    { timeout: 300_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      try {
        const profile = await readProfile(page);
        let balance = fromDecimal(profile.userWallet?.gcCoin ?? 0);
        const firstPkg = await findPackage(page, (pkg) => pkg.firstPurchaseApplicable);
        const quote = expectedQuote(firstPkg, profile);

        // 1. Card form: the card goes to the provider's tokenize address, only its token to /api.
        let summary = await openOrderSummary(page, firstPkg.packageId);
        await chooseMethod(summary, 'Card form');
        const cardForm = summary.getByRole('form', { name: 'Pay with a card' });
        await cardForm.waitFor();
        const apiCardCalls: string[] = [];
        page.on('request', (request) => {
          const body = request.postData() ?? '';
          if (request.url().includes('/api/') && body.includes(SANDBOX_TEST_CARDS.approve)) {
            apiCardCalls.push(request.url());
          }
        });
        // Empty form: one message per field.
        await cardForm.getByRole('button', { name: /^Pay \$/ }).click();
        await cardForm.getByText('Card number is required').waitFor();
        await cardForm.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.approve);
        assert.equal(
          await cardForm.getByLabel('Card number').inputValue(),
          '4242 4242 4242 4242',
          'the number is grouped as printed',
        );
        await cardForm.getByLabel('Expiry (MM/YY)').fill(futureExpiry().replace('/', ''));
        assert.equal(await cardForm.getByLabel('Expiry (MM/YY)').inputValue(), futureExpiry());
        await cardForm.getByLabel('CVC').fill('123');
        await cardForm.getByLabel('Name on card').fill('Test Player');
        await cardForm.getByRole('checkbox', { name: 'Save card for future purchases' }).check();
        await settle(page);
        await screenshot(page, 'store-06-card-form', { fullPage: false });
        await cardForm.getByRole('button', { name: /^Pay \$/ }).click();

        await page.waitForURL((url) => url.pathname === '/thank-you-purchase', { timeout: 30_000 });
        const thankYou = page
          .getByRole('dialog', { name: 'Payment Successful' })
          .filter({ hasText: PAYMENT_MESSAGES.success });
        await thankYou.waitFor();
        balance += quote.totalGc;
        await waitForText(page, gcBalance(page), shown(balance));
        assert.deepEqual(apiCardCalls, [], 'the card number never reached /api');
        await settle(page);
        await screenshot(page, 'store-07-card-form-thank-you', { fullPage: false });
        await thankYou.getByRole('button', { name: 'Continue' }).click();
        await page.waitForURL((url) => url.pathname === '/');

        // 2. The saved card is offered next time; Remove asks first.
        const otherPkg = await findPackage(page, (pkg) => pkg.packageId !== firstPkg.packageId);
        summary = await openOrderSummary(page, otherPkg.packageId);
        await chooseMethod(summary, 'Card form');
        const saved = summary.getByRole('region', { name: 'Saved cards' });
        await saved.getByText('Visa •••• 4242').waitFor();
        await saved.getByRole('button', { name: 'Remove Visa •••• 4242' }).click();
        const confirm = dialogNamed(page, 'Remove saved card?');
        await confirm.waitFor();
        await dialogSettled(confirm);
        await settle(page);
        await screenshot(page, 'store-08-remove-saved-card', { fullPage: false });
        await confirm.getByRole('button', { name: 'Remove card' }).click();
        await confirm.waitFor({ state: 'hidden' });
        await saved.waitFor({ state: 'detached' });

        // 3. Apple Pay: shown, dimmed, and a click says why nothing happens.
        await chooseMethod(summary, 'Apple Pay');
        const applePay = summary.getByRole('button', { name: 'Pay with Apple Pay' });
        assert.equal(await applePay.getAttribute('aria-disabled'), 'true');
        await summary.getByText(PAYMENT_MESSAGES.applePayUnavailable).waitFor();
        // aria-disabled keeps it focusable and clickable, so the click can explain itself.
        await applePay.click({ force: true });
        await toast(page, PAYMENT_MESSAGES.applePayUnavailable).waitFor();

        // 4. Online banking: 'Complete Your Payment', then the widget in a frame.
        await chooseMethod(summary, 'Online banking');
        await summary.getByRole('button', { name: 'Pay with online banking' }).click();
        const fiat = dialogNamed(page, 'Complete Your Payment');
        await fiat.waitFor();
        await fiat.getByRole('button', { name: 'Continue Payment' }).click();
        const widget = fiat.frameLocator('iframe[title="Online banking checkout"]');
        await widget.getByRole('button', { name: 'Pay with bank (sandbox)' }).waitFor();
        await fiat.getByText('Loading secure checkout…').waitFor({ state: 'detached' });
        await settle(page);
        await screenshot(page, 'store-09-fiat-widget', { fullPage: false });
        await clickExpectingOk(
          page,
          () => widget.getByRole('button', { name: 'Pay with bank (sandbox)' }).click(),
          'POST',
          /^\/sandbox\/fiat\/checkout\/[^/]+\/approve$/,
        );
        await page.waitForURL(
          (url) =>
            url.pathname === '/thank-you-purchase' ||
            (url.pathname === '/user/store/deposit-status' &&
              url.searchParams.get('providerType') === 'fiat'),
          { timeout: 30_000 },
        );
        await page.waitForURL((url) => url.pathname === '/thank-you-purchase', { timeout: 60_000 });
        await closeAppDialogs(page, { keep: ['Payment Successful'] });
        await page
          .getByRole('dialog', { name: 'Payment Successful' })
          .filter({ hasText: PAYMENT_MESSAGES.success })
          .waitFor();
        balance += fromDecimal(otherPkg.gcCoin);
        await waitForText(page, gcBalance(page), shown(balance));

        // 5. Bank (ACH): add an account, it becomes primary, pay: processing for days.
        summary = await openOrderSummary(page, otherPkg.packageId);
        await chooseMethod(summary, 'Bank (ACH)');
        const bankForm = summary.getByRole('form', { name: 'Add bank account' });
        await bankForm.waitFor();
        await bankForm.getByLabel('Account holder name').fill('Test Player');
        await bankForm.getByLabel('Bank name').fill('First Sandbox Bank');
        await bankForm.getByLabel('Routing number').fill('011000015');
        await bankForm.getByLabel('Account number').fill('123456789');
        await bankForm.getByRole('button', { name: 'Save bank account' }).click();
        const banks = summary.getByRole('region', { name: 'Saved bank accounts' });
        await banks.getByText('First Sandbox Bank').waitFor();
        await banks.getByText('Primary', { exact: true }).waitFor();
        await settle(page);
        await screenshot(page, 'store-10-bank', { fullPage: false });
        await summary.getByRole('button', { name: 'Pay by bank' }).click();
        const pending = dialogNamed(page, 'Payment is currently being processed');
        await pending.waitFor();
        await pending.getByText('Please Allow 2-3 business days for payment processing.').waitFor();
        await dialogSettled(pending);
        await settle(page);
        await screenshot(page, 'store-11-bank-pending', { fullPage: false });
        await pending.getByRole('button', { name: 'Got it' }).click();
        await summary.waitFor({ state: 'detached' });
        // Nothing is credited until the bank settles.
        assert.equal(fromDecimal((await readProfile(page)).userWallet?.gcCoin ?? 0), balance);
      } finally {
        await context.close();
      }
    },
  );
});
