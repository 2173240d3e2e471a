import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { screenshot } from './browser';
import { dialogNamed } from './dialogs';
import { clickExpectingOk, closeAppDialogs, futureExpiry, horizontalOverflow } from './store';

/** The frame /user/payment posts the hosted card page's form into. */
const HOSTED_FRAME = 'iframe[name="hosted-payment-frame"]';

/** Opens the store and the order summary of `packageId` through its card's Buy button. */
export async function openOrderSummary(page: Page, packageId: number) {
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

/** Types a card into the hosted card page inside /user/payment's frame and pays. */
export async function payOnHostedPage(page: Page, cardNumber: string, shotName: string) {
  await page.waitForURL((url) => url.pathname === '/user/payment');
  const frame = page.frameLocator(HOSTED_FRAME);
  await frame.getByLabel('Card number').waitFor();
  // The loader covers the screen until the frame has loaded.
  await page.getByRole('status').filter({ hasText: 'Opening secure payment' }).waitFor({
    state: 'detached',
  });
  // Full screen (no header) with a way back to the lobby.
  assert.equal(await page.locator('.site-header').count(), 0, 'no header on the payment page');
  assert.equal(await page.getByRole('link', { name: 'Back to Lobby' }).isVisible(), true);
  await frame.getByLabel('Card number').fill(cardNumber);
  await frame.getByLabel('Expiry').fill(futureExpiry());
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Name on card').fill('Test Player');
  await page.evaluate('document.fonts.ready');
  await screenshot(page, shotName, { fullPage: false });
  // Measured before paying: the click sends the whole window on to the result page.
  assert.equal(await horizontalOverflow(page), 0, 'the payment page fits the screen');
  await clickExpectingOk(
    page,
    () => frame.getByRole('button', { name: /^Pay \$/ }).click(),
    'POST',
    '/sandbox/ippay/hosted-payment/submit',
  );
}
