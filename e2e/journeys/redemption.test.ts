import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ERRORS } from '@app/contracts/error-codes';
import { REDEEM_SUBMITTED_MESSAGE } from '@app/contracts/redemptions';
import { openPage, screenshot, VIEWPORTS } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import { latestMessage } from '../support/mailbox';
import {
  approveKycDocuments,
  buyWithCardForm,
  clickSidebarRedeem,
  completeProfileThroughApi,
  redemptionRow,
  uploadKycDocuments,
  winRedeemableSc,
} from '../support/redeem';
import { openPlayerByEmail, signInStaff } from '../support/staff';
import { closeAppDialogs, openAsNewPlayer } from '../support/store';
import { toast } from '../support/toasts';
import { useJourneyEnvironment } from '../support/journey';

const settle = (page: Page) => page.evaluate('document.fonts.ready');

describe('redemption: KYC, review and payout', () => {
  const env = useJourneyEnvironment();

  it(
    'a new player buys, plays, uploads KYC documents, is approved by compliance, redeems, is paid after finance approves, and is then restricted',
    { timeout: 300_000 },
    async () => {
      const { server, browser } = env;
      const { context, page, player } = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      const staff = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.desktop });
      try {
        // Never purchased, profile incomplete: the profile comes first (SPEC §4 Redeem entry).
        await clickSidebarRedeem(page);
        await dialogNamed(page, 'Complete your profile').waitFor();
        await screenshot(page, 'redeem-01-complete-profile', { fullPage: false });
        await dialogNamed(page, 'Complete your profile')
          .getByRole('button', { name: 'Close', exact: true })
          .first()
          .click();
        await completeProfileThroughApi(page);
        await page.reload();
        await closeAppDialogs(page);
        // Profile complete, never purchased: 3075 with the way to the store.
        await clickSidebarRedeem(page);
        await page.getByText(ERRORS.RedeemRequiresPurchase.message).waitFor();
        await settle(page);
        await screenshot(page, 'redeem-02-never-purchased', { fullPage: false });
        await page.getByRole('button', { name: 'Go To Store' }).first().click();
        await page.waitForURL((url) => url.pathname === '/user/store');

        await buyWithCardForm(page);
        await closeAppDialogs(page);
        await winRedeemableSc(page, 2);

        // Purchased, KYC not approved: the KYC flow (manual variant: documents).
        await clickSidebarRedeem(page);
        const start = dialogNamed(page, 'Complete Your KYC Verification');
        await start.waitFor();
        await settle(page);
        await screenshot(page, 'redeem-03-kyc-start', { fullPage: false });
        await start.getByRole('button', { name: 'Start Verification' }).click();
        await uploadKycDocuments(page);
        const kyc = dialogNamed(page, 'KYC Verification');
        await settle(page);
        await screenshot(page, 'redeem-04-kyc-uploaded', { fullPage: false });
        await kyc.getByRole('button', { name: 'Upload History' }).click();
        await dialogNamed(page, 'Documents History').getByRole('table').waitFor();
        await screenshot(page, 'redeem-05-documents-history', { fullPage: false });
        await dialogNamed(page, 'Documents History')
          .getByRole('button', { name: 'Close', exact: true })
          .first()
          .click();

        // Compliance approves both documents in the back office.
        await signInStaff(staff.page, 'compliance');
        await approveKycDocuments(staff.page, player.username, () =>
          screenshot(staff.page, 'redeem-06-kyc-queue', { fullPage: false }),
        );

        // Approved: the Redeem modal. 2 SC by ACH.
        await page.reload();
        await closeAppDialogs(page);
        await clickSidebarRedeem(page);
        const redeem = dialogNamed(page, 'Redeem');
        await redeem.waitFor();
        await redeem.getByLabel('Amount (SC)').fill('2');
        await settle(page);
        await screenshot(page, 'redeem-07-redeem-modal', { fullPage: false });
        await redeem.getByRole('button', { name: 'Redeem', exact: true }).click();
        await toast(page, REDEEM_SUBMITTED_MESSAGE).waitFor();
        await page.getByText('Request is currently being processed !').waitFor();
        await screenshot(page, 'redeem-08-processing', { fullPage: false });
        await page.waitForURL((url) => url.pathname.startsWith('/user/account'), {
          timeout: 15_000,
        });
        const row = redemptionRow(page, '2.00');
        await row.getByText('Pending review').waitFor();

        // The bank account it is paid to.
        await row.getByRole('button', { name: 'Enter bank details' }).click();
        const bank = dialogNamed(page, 'Bank details');
        await bank.getByLabel('Account holder name').fill('Jordan Rivers');
        await bank.getByLabel('Routing number').fill('011000015');
        await bank.getByLabel('Account number').fill('000123456789');
        await settle(page);
        await screenshot(page, 'redeem-09-bank-details', { fullPage: false });
        await bank.getByRole('button', { name: 'Save bank details' }).click();
        await row.getByText('•••• 6789').waitFor();

        // Finance approves; the player's open page follows it live to Paid.
        await signInStaff(staff.page, 'finance');
        await staff.page.getByRole('link', { name: 'Redemptions' }).click();
        const request = staff.page.getByRole('row').filter({ hasText: player.username }).first();
        await request.waitFor();
        await screenshot(staff.page, 'redeem-10-finance-queue', { fullPage: false });
        await request.getByRole('link').first().click();
        await staff.page.getByRole('button', { name: 'Approve' }).click();
        const confirm = staff.page.getByRole('dialog', { name: /^Approve: redemption/ });
        await confirm.getByRole('button', { name: 'Approve' }).click();
        await confirm.waitFor({ state: 'detached' });
        await staff.page.getByText('Frankie Finance').nth(1).waitFor();
        await screenshot(staff.page, 'redeem-11-review-approved', { fullPage: false });

        await row.getByText('Paid', { exact: true }).waitFor({ timeout: 30_000 });
        await settle(page);
        await screenshot(page, 'redeem-12-paid', { fullPage: false });
        const mail = await latestMessage(server.baseUrl, player.email, (m) =>
          m.bodyText.includes('has been approved'),
        );
        assert.match(mail.bodyText, /should arrive within 24 hours/);

        // Compliance restricts the player: Redeem says so (SPEC §4).
        await signInStaff(staff.page, 'compliance');
        const playerId = await openPlayerByEmail(staff.page, player.email);
        assert.ok(playerId > 0);
        await staff.page.getByRole('button', { name: 'Restrict' }).click();
        await staff.page.getByRole('button', { name: 'Lift restriction' }).waitFor();
        await page.reload();
        await closeAppDialogs(page);
        await clickSidebarRedeem(page);
        await page.getByText(ERRORS.Restricted.message).first().waitFor();
        await screenshot(page, 'redeem-13-restricted', { fullPage: false });
      } finally {
        await staff.context.close();
        await context.close();
      }
    },
  );
  it(
    'with manual review off, a player verifies through the identity widget; compliance approves the check it left to review; Redeem then opens',
    { timeout: 240_000 },
    async () => {
      const { server, browser } = env;
      const admin = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.desktop });
      const { context, page, player } = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      const manualReview = admin.page.getByRole('checkbox', { name: 'Manual review' });
      const saveSettings = async (manual: boolean) => {
        await admin.page.getByRole('link', { name: 'KYC' }).click();
        await manualReview.setChecked(manual);
        await admin.page.getByRole('button', { name: 'Save KYC settings' }).click();
        await admin.page.getByRole('button', { name: 'Save KYC settings' }).waitFor({
          state: 'detached',
        });
      };
      try {
        await signInStaff(admin.page, 'admin');
        await saveSettings(false);
        await screenshot(admin.page, 'redeem-20-kyc-settings', { fullPage: false });

        await completeProfileThroughApi(page);
        await buyWithCardForm(page);
        await closeAppDialogs(page);
        await clickSidebarRedeem(page);
        const start = dialogNamed(page, 'Complete Your KYC Verification');
        await start.getByRole('button', { name: 'Start Verification' }).click();
        const widget = dialogNamed(page, 'Verify Your Identity');
        const frame = widget.frameLocator('iframe[title="Identity verification"]');
        await frame.getByRole('button', { name: 'Needs review' }).waitFor();
        await settle(page);
        await screenshot(page, 'redeem-21-identity-widget', { fullPage: false });
        await frame.getByRole('button', { name: 'Needs review' }).click();
        await page.getByText(ERRORS.KycInProgress.message).first().waitFor();
        await screenshot(page, 'redeem-22-kyc-in-progress', { fullPage: false });

        // The verdict (needs review) arrives by signed webhook; compliance decides it.
        const checks = admin.page
          .locator('.kyc-queue')
          .filter({ hasText: 'Identity checks needing review' });
        const check = checks.getByRole('row').filter({ hasText: player.username });
        const deadline = Date.now() + 30_000;
        for (;;) {
          await admin.page.reload();
          await checks.getByRole('table').waitFor();
          if ((await check.count()) > 0) break;
          assert.ok(Date.now() < deadline, 'the identity check never reached the review queue');
          await admin.page.waitForTimeout(1_000);
        }
        await screenshot(admin.page, 'redeem-23-identity-check', { fullPage: false });
        await check.getByRole('button', { name: 'Approve' }).click();
        await check.waitFor({ state: 'detached' });

        // The player's page learns the verdict by itself; Redeem opens the Redeem modal.
        await page.reload();
        await closeAppDialogs(page);
        await clickSidebarRedeem(page);
        await dialogNamed(page, 'Redeem').getByLabel('Amount (SC)').waitFor();
      } finally {
        await saveSettings(true).catch(() => undefined);
        await admin.context.close();
        await context.close();
      }
    },
  );
});
