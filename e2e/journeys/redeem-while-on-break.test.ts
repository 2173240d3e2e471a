import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ERRORS } from '@app/contracts/error-codes';
import { REDEEM_SUBMITTED_MESSAGE } from '@app/contracts/redemptions';
import { openPage, screenshot, VIEWPORTS } from '../support/browser';
import { dialogNamed, submitLoginDialog } from '../support/dialogs';
import {
  approveKycDocuments,
  buyWithCardForm,
  clickSidebarRedeem,
  completeProfileThroughApi,
  redemptionRow,
  uploadKycDocuments,
  winRedeemableSc,
} from '../support/redeem';
import { signInStaff } from '../support/staff';
import { closeAppDialogs, openAsNewPlayer } from '../support/store';
import { toast } from '../support/toasts';
import { useJourneyEnvironment } from '../support/journey';

/** Fonts loaded and every running animation (a dialog opening) finished, for a screenshot. */
const settle = (page: Page) =>
  page.evaluate(
    'document.fonts.ready.then(() => Promise.all(document.getAnimations().map((a) => a.finished)))',
  );

/**
 * Issue 17 (decision 038): a player on a break cannot sign in to play or buy, but can still
 * redeem the SC they won, through a redeem-only session that shows nothing else.
 */
describe('redeem while on a break', () => {
  const env = useJourneyEnvironment();

  it(
    'a verified player with redeemable SC takes a break, is refused at login, opens the redeem-only screen and redeems',
    { timeout: 300_000 },
    async () => {
      const { server, browser } = env;
      const { context, page, player } = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      const staff = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.desktop });
      try {
        // A player who bought, won SC and passed KYC (documents approved by compliance).
        await completeProfileThroughApi(page);
        await buyWithCardForm(page);
        await closeAppDialogs(page);
        await winRedeemableSc(page, 2);
        await clickSidebarRedeem(page);
        await dialogNamed(page, 'Complete Your KYC Verification')
          .getByRole('button', { name: 'Start Verification' })
          .click();
        await uploadKycDocuments(page);
        await signInStaff(staff.page, 'compliance');
        await approveKycDocuments(staff.page, player.username);

        // A 1-day break from the Responsible Gaming page signs the player out.
        await page.goto('/responsible-gambling');
        await closeAppDialogs(page);
        await page
          .getByRole('region', { name: 'Take a break' })
          .getByRole('button', { name: 'Take a break' })
          .click();
        const breakDialog = dialogNamed(page, 'Take a break');
        await breakDialog.getByLabel('How long?').selectOption('1');
        await breakDialog.getByRole('button', { name: 'Start my 1-day break' }).click();
        const notice = page.getByRole('dialog', { name: 'You are taking a break' });
        await notice.getByText(/redeem the SC you won/).waitFor();
        await notice.getByRole('button', { name: 'Got it' }).click();

        // Login is refused with the break's end, and offers to redeem.
        await page.locator('.guest-bar').getByRole('button', { name: 'Login' }).click();
        await submitLoginDialog(page, {
          email: player.email,
          password: player.password,
        });
        const refused = page.getByRole('dialog', { name: 'You are taking a break' });
        await refused.getByText(/taking a break from play until/).waitFor();
        await refused
          .getByText('You can still redeem the Sweepstakes Coins (SC) you won.')
          .waitFor();
        await settle(page);
        await screenshot(page, 'redeem-on-break-01-login-refused', { fullPage: false });
        await refused.getByRole('button', { name: 'Redeem my SC' }).click();
        await toast(page, 'Signed in to redeem your SC').waitFor();

        // The redeem-only screen: why play is closed, the redeemable SC, the requests.
        await page.getByRole('heading', { level: 1, name: 'Redeem your SC' }).waitFor();
        await page.getByRole('heading', { name: 'Play and purchases are unavailable' }).waitFor();
        const redeemable = page.getByTestId('redeem-only-redeemable');
        await redeemable.filter({ hasText: /\d/ }).waitFor();
        assert.equal(await page.getByRole('complementary', { name: 'Main menu' }).count(), 0);
        assert.equal(await page.getByRole('link', { name: /Lobby|Get Coins/ }).count(), 0);
        await settle(page);
        await screenshot(page, 'redeem-on-break-02-redeem-only', { fullPage: false });

        // Support stays reachable: the player on a break sends a message and sees the ticket.
        const form = page.getByRole('region', { name: 'Send us a message' });
        await form.getByLabel('Topic').selectOption({ label: 'Responsible gaming' });
        await form.getByLabel('Message').fill('Please tell me when my break ends.');
        await form.getByRole('button', { name: 'Send message' }).click();
        const number = form.locator('.contact-form__number');
        await number.waitFor();
        const ticketNumber = (await number.textContent()) ?? '';
        await page
          .getByRole('region', { name: 'Support' })
          .getByText(ticketNumber, { exact: true })
          .waitFor();
        await settle(page);
        await screenshot(page, 'redeem-on-break-04-support');

        // Redeeming works as on the full site: the modal, SPEC's toast, the request listed.
        await page.getByRole('button', { name: 'Redeem', exact: true }).click();
        const redeem = dialogNamed(page, 'Redeem');
        await redeem.getByLabel('Amount (SC)').fill('1');
        await redeem.getByRole('button', { name: 'Redeem', exact: true }).click();
        await toast(page, REDEEM_SUBMITTED_MESSAGE).waitFor();
        await redemptionRow(page, '1.00').getByText('Pending review').waitFor();
        await settle(page);
        await screenshot(page, 'redeem-on-break-03-requested', { fullPage: false });

        // Anything else stays closed: the lobby address shows the same screen, a bet is refused.
        await page.goto('/');
        await page.getByRole('heading', { level: 1, name: 'Redeem your SC' }).waitFor();
        const bet = await page.request.post('/api/v1/casino-games/9/play', {
          headers: { 'idempotency-key': crypto.randomUUID() },
          data: { coinType: 'SC', bet: 1, params: { target: 1000, direction: 'over' } },
        });
        assert.equal(bet.status(), 403);
        assert.match(await bet.text(), new RegExp(String(ERRORS.RedeemOnlySession.code)));

        await page.getByRole('button', { name: 'Logout' }).click();
        await page.locator('.guest-bar').waitFor();
      } finally {
        await staff.context.close();
        await context.close();
      }
    },
  );
});
