import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { KYC_UPLOADED_MESSAGE } from '@app/contracts/kyc';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { dialogNamed } from './dialogs';
import { closeAppDialogs, futureExpiry, readProfile } from './store';
import { toast } from './toasts';

/** Shared steps of the redemption and KYC journeys. */

/** A 1×1 PNG the server decodes as a real image (KYC uploads are judged by decoding). */
export const DOCUMENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * A one-page PDF with a line of text (an identity document as a reviewer would read it), built
 * with its cross-reference table so a PDF parser (the server's upload check) reads it.
 */
export function documentPdf(lines: readonly string[]): Buffer {
  const text = lines
    .map((line, i) => `BT /F1 ${i === 0 ? 26 : 16} Tf 60 ${720 - i * 36} Td (${line}) Tj ET`)
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text)} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** Fills the profile through the API (the profile form has journeys of its own). */
export async function completeProfileThroughApi(page: Page): Promise<void> {
  const res = await page.request.put('/api/v1/user/profile', {
    data: {
      firstName: 'Jordan',
      lastName: 'Rivers',
      dateOfBirth: '1990-04-12',
      addressLine_1: '12 Main Street',
      city: 'Austin',
      zipCode: '73301',
    },
  });
  assert.equal(res.status(), 200, await res.text());
}

/** Opens the store's package and pays with the card form (the sandbox's approving card). */
export async function payWithCardForm(page: Page, packageId = 2): Promise<void> {
  await page.goto('/user/store');
  await page.getByRole('heading', { level: 1, name: 'Get Coins' }).waitFor();
  await closeAppDialogs(page);
  const card = page.getByTestId(`package-${packageId}`);
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Buy' }).click();
  const summary = dialogNamed(page, 'Order Summary');
  await summary.getByRole('radio', { name: 'Card form', exact: true }).check();
  const form = summary.getByRole('form', { name: 'Pay with a card' });
  await form.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.approve);
  await form.getByLabel('Expiry (MM/YY)').fill(futureExpiry().replace('/', ''));
  await form.getByLabel('CVC').fill('123');
  await form.getByLabel('Name on card').fill('Jordan Rivers');
  await form.getByRole('button', { name: /^Pay \$/ }).click();
}

/** Buys the first-purchase package with the card form (the sandbox's approving card). */
export async function buyWithCardForm(page: Page, packageId = 2): Promise<void> {
  await payWithCardForm(page, packageId);
  await page.waitForURL((url) => url.pathname === '/thank-you-purchase', { timeout: 30_000 });
  const thankYou = page.getByRole('dialog', { name: 'Payment Successful' });
  await thankYou.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/**
 * Plays dice in SC (90% to win) through the game API until at least `atLeast` SC is redeemable:
 * every SC win is credited as redeemable (ARCHITECTURE "Money").
 */
export async function winRedeemableSc(page: Page, atLeast: number): Promise<number> {
  for (let round = 0; round < 40; round += 1) {
    const wsc = (await readProfile(page)).userWallet?.scCoin?.wsc ?? 0;
    if (wsc >= atLeast) return wsc;
    const play = await page.request.post('/api/v1/casino-games/9/play', {
      headers: { 'idempotency-key': randomUUID() },
      data: { coinType: 'SC', bet: 1, params: { target: 1000, direction: 'over' } },
    });
    assert.equal(play.status(), 200, await play.text());
  }
  throw new Error(`fewer than ${atLeast} redeemable SC after 40 rounds`);
}

/** The sidebar's Redeem (desktop: the sidebar is always shown). */
export async function clickSidebarRedeem(page: Page): Promise<void> {
  const redeem = page
    .getByRole('complementary', { name: 'Main menu' })
    .getByRole('button', { name: 'Redeem', exact: true });
  // A promotion may open by itself at any time after play (the flash sale, when a balance update
  // makes the next offer the soonest): like a player, close what the app opened, then press.
  for (let attempt = 1; ; attempt += 1) {
    await closeAppDialogs(page);
    try {
      await redeem.click({ timeout: attempt < 3 ? 5_000 : 15_000 });
      return;
    } catch (error) {
      if (attempt >= 3 || !/intercepts pointer events/.test(String(error))) throw error;
    }
  }
}

/** The row of the player's Redemptions tab for one request, by its amount. */
export const redemptionRow = (page: Page, amount: string): Locator =>
  page
    .locator('.redemptions__table tbody tr')
    .filter({ hasText: `${amount} SC` })
    .first();

/** Uploads both KYC documents in the open 'KYC Verification' dialog (manual variant). */
export async function uploadKycDocuments(page: Page): Promise<void> {
  const kyc = dialogNamed(page, 'KYC Verification');
  await kyc.waitFor();
  for (const label of ['Government ID', 'Proof of Address']) {
    await kyc.getByRole('tab', { name: label }).click();
    await kyc.getByLabel(`Upload ${label}`).setInputFiles({
      name: `${label.toLowerCase().replace(/ /g, '-')}.png`,
      mimeType: 'image/png',
      buffer: DOCUMENT_PNG,
    });
    await toast(page, KYC_UPLOADED_MESSAGE).waitFor();
    await kyc.getByText('Pending').first().waitFor();
  }
}

/**
 * Compliance (already signed in on `staffPage`) approves the player's two documents in the KYC
 * queue; `onQueue` runs once the first row is shown (a screenshot).
 */
export async function approveKycDocuments(
  staffPage: Page,
  username: string,
  onQueue?: () => Promise<unknown>,
): Promise<void> {
  await staffPage.getByRole('link', { name: 'KYC' }).click();
  const queue = staffPage.locator('.kyc-queue').first();
  for (let n = 0; n < 2; n += 1) {
    const row = queue.getByRole('row').filter({ hasText: username }).first();
    await row.waitFor();
    if (n === 0) await onQueue?.();
    await row.getByRole('button', { name: 'Approve' }).click();
    await staffPage.waitForTimeout(300);
  }
  await queue.getByRole('row').filter({ hasText: username }).waitFor({ state: 'detached' });
}
