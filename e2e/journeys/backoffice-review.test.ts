import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { KYC_UPLOADED_MESSAGE } from '@app/contracts/kyc';
import { REDEEM_SUBMITTED_MESSAGE } from '@app/contracts/redemptions';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import { useJourneyEnvironment } from '../support/journey';
import {
  DOCUMENT_PNG,
  buyWithCardForm,
  clickSidebarRedeem,
  completeProfileThroughApi,
  documentPdf,
  redemptionRow,
  winRedeemableSc,
} from '../support/redeem';
import { signInStaff } from '../support/staff';
import { closeAppDialogs, dialogSettled, openAsNewPlayer } from '../support/store';
import { toast } from '../support/toasts';

const settle = (page: Page) => page.evaluate('document.fonts.ready');

/** The browser's PDF viewer shows the framed document (its extension frame holds the plugin). */
async function pdfViewerShown(page: Page, fileUrlPart: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  const isViewer = (frame: Frame) => frame.url().startsWith('chrome-extension://');
  for (;;) {
    const framed = page.frames().some((frame) => frame.url().includes(fileUrlPart));
    const viewer = page.frames().find(isViewer);
    if (framed && viewer) {
      await viewer.locator('#plugin').waitFor({ timeout: Math.max(1, deadline - Date.now()) });
      return;
    }
    assert.ok(Date.now() < deadline, `no PDF viewer: ${page.frames().map((f) => f.url())}`);
    await page.waitForTimeout(250);
  }
}

/** Uploads an identity document as a PDF and a proof of address as a PNG (manual KYC). */
async function uploadPdfAndPng(page: Page): Promise<void> {
  const kyc = dialogNamed(page, 'KYC Verification');
  await kyc.waitFor();
  const files = {
    'Government ID': {
      name: 'driver-license.pdf',
      mimeType: 'application/pdf',
      buffer: documentPdf([
        'DRIVER LICENSE  -  STATE OF TEXAS',
        'JORDAN RIVERS',
        'DOB 04/12/1990',
        '12 MAIN STREET, AUSTIN TX 73301',
      ]),
    },
    'Proof of Address': { name: 'utility-bill.png', mimeType: 'image/png', buffer: DOCUMENT_PNG },
  };
  for (const [label, file] of Object.entries(files)) {
    await kyc.getByRole('tab', { name: label }).click();
    await kyc.getByLabel(`Upload ${label}`).setInputFiles(file);
    await toast(page, KYC_UPLOADED_MESSAGE).waitFor();
    await kyc.getByText('Pending').first().waitFor();
  }
}

describe('back office review: KYC documents and redemptions', () => {
  const env = useJourneyEnvironment();

  it(
    'compliance reads a PDF inline beside the player on file; finance cannot approve a redemption without a bank; the bank a redemption was paid to is offered next time',
    { timeout: 360_000 },
    async () => {
      const { server, browser } = env;
      const { context, page, player } = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      const staff = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.laptop });
      try {
        await completeProfileThroughApi(page);
        await buyWithCardForm(page);
        await closeAppDialogs(page);
        await winRedeemableSc(page, 4);

        // KYC with a PDF identity document.
        await clickSidebarRedeem(page);
        const start = dialogNamed(page, 'Complete Your KYC Verification');
        await start.getByRole('button', { name: 'Start Verification' }).click();
        await uploadPdfAndPng(page);

        // Compliance previews the PDF inline, under the site's own CSP, beside the profile.
        await signInStaff(staff.page, 'compliance');
        await staff.page.getByRole('link', { name: 'KYC' }).click();
        const queue = staff.page.locator('.kyc-queue').first();
        await queue.getByRole('row').filter({ hasText: player.username }).first().waitFor();
        await queue
          .getByRole('button', { name: `Preview Government ID of ${player.username}` })
          .click();
        const review = staff.page.getByRole('dialog', { name: /^Government ID of / });
        const frame = review.locator('iframe[title="Government ID: driver-license.pdf"]');
        await frame.waitFor();
        assert.equal(await review.locator('object').count(), 0, 'no <object> (object-src none)');
        await pdfViewerShown(staff.page, '/api/v1/admin/kyc/documents/');
        const onFile = review.getByLabel('Player on file');
        await onFile.getByText('Jordan Rivers').waitFor();
        await onFile.getByText('04/12/1990').waitFor();
        await onFile.getByText(/12 Main Street/).waitFor();
        await dialogSettled(review);
        // The viewer draws the page a moment after its plugin is there.
        await staff.page.waitForTimeout(3_000);
        await screenshot(staff.page, 'backoffice-kyc-pdf-preview', { fullPage: false });
        await review.getByRole('button', { name: 'Approve' }).click();
        await review.waitFor({ state: 'detached' });
        const address = queue.getByRole('row').filter({ hasText: player.username }).first();
        await address.getByRole('button', { name: 'Approve' }).click();
        await queue.getByRole('row').filter({ hasText: player.username }).waitFor({
          state: 'detached',
        });

        // Verified: the first request has no bank yet.
        await page.reload();
        await closeAppDialogs(page);
        await clickSidebarRedeem(page);
        const redeem = dialogNamed(page, 'Redeem');
        await redeem.getByText('No saved bank account yet').waitFor();
        await redeem.getByLabel('Amount (SC)').fill('2');
        await redeem.getByRole('button', { name: 'Redeem', exact: true }).click();
        await toast(page, REDEEM_SUBMITTED_MESSAGE).waitFor();
        await page.waitForURL((url) => url.pathname.startsWith('/user/account'), {
          timeout: 15_000,
        });
        const first = redemptionRow(page, '2.00');
        await first.getByRole('button', { name: 'Enter bank details' }).waitFor();

        // Finance cannot approve what cannot be paid, and is told why.
        await signInStaff(staff.page, 'finance');
        await staff.page.getByRole('link', { name: 'Redemptions' }).click();
        await staff.page.getByRole('row').filter({ hasText: player.username }).first().waitFor();
        await staff.page
          .getByRole('row')
          .filter({ hasText: player.username })
          .first()
          .getByRole('link')
          .first()
          .click();
        const approve = staff.page.getByRole('button', { name: 'Approve', exact: true });
        await approve.waitFor();
        assert.equal(await approve.isDisabled(), true, 'Approve is disabled without a bank');
        await staff.page.getByText('Awaiting the player’s bank details').waitFor();
        await settle(staff.page);
        await screenshot(staff.page, 'backoffice-redemption-no-bank', { fullPage: false });

        // The player gives the bank; finance approves; the payout is paid.
        await first.getByRole('button', { name: 'Enter bank details' }).click();
        const bank = dialogNamed(page, 'Bank details');
        await bank.getByLabel('Account holder name').fill('Jordan Rivers');
        await bank.getByLabel('Routing number').fill('011000015');
        await bank.getByLabel('Account number').fill('000123456789');
        await bank.getByRole('button', { name: 'Save bank details' }).click();
        await first.getByText('•••• 6789').waitFor();
        await staff.page.reload();
        await approve.waitFor();
        assert.equal(await approve.isDisabled(), false, 'Approve once the bank is given');
        await approve.click();
        const confirm = staff.page.getByRole('dialog', { name: /^Approve: redemption/ });
        await confirm.getByRole('button', { name: 'Approve' }).click();
        await confirm.waitFor({ state: 'detached' });
        await first.getByText('Paid', { exact: true }).waitFor({ timeout: 30_000 });

        // Without a reload: Redeem offers the bank it was paid to, as the active one.
        await clickSidebarRedeem(page);
        const again = dialogNamed(page, 'Redeem');
        const saved = again.getByRole('radio', { checked: true });
        await again.getByText('•••• 6789').waitFor();
        assert.equal(await saved.count(), 1, 'the saved bank is the active one');
        assert.equal(await again.getByText('No saved bank account yet').count(), 0);
        await again.getByLabel('Amount (SC)').fill('1');
        await settle(page);
        await dialogSettled(again);
        await screenshot(page, 'redeem-dialog-saved-bank', { fullPage: false });

        // The next request is paid to it: no bank details asked, and finance may approve.
        await again.getByRole('button', { name: 'Redeem', exact: true }).click();
        await toast(page, REDEEM_SUBMITTED_MESSAGE).waitFor();
        await page.waitForURL((url) => url.pathname.startsWith('/user/account'), {
          timeout: 15_000,
        });
        const second = redemptionRow(page, '1.00');
        await second.getByText('•••• 6789').waitFor();
        assert.equal(await second.getByRole('button', { name: 'Enter bank details' }).count(), 0);
      } finally {
        await staff.context.close();
        await context.close();
      }
    },
  );
});
