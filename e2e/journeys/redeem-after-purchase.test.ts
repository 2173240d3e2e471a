import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ERRORS } from '@app/contracts/error-codes';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { VIEWPORTS, screenshot } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import { openOrderSummary, payOnHostedPage } from '../support/hosted-card';
import { useJourneyEnvironment } from '../support/journey';
import { clickSidebarRedeem, completeProfileThroughApi } from '../support/redeem';
import { closeAppDialogs, findPackage, openAsNewPlayer } from '../support/store';

const PENDING_TITLE = 'Payment is currently being processed';

describe('redeem right after a purchase, without reloading', () => {
  const env = useJourneyEnvironment();

  it(
    'a card payment that settles while the player is on the lobby lets Redeem go on to KYC at once, never to "purchase a package first"',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      try {
        await completeProfileThroughApi(page);
        // The store loads the page afresh: the app now holds a player who never purchased.
        const pkg = await findPackage(page, () => true);
        const summary = await openOrderSummary(page, pkg.packageId);
        await summary.getByRole('button', { name: /^Pay \$.* by card$/ }).click();
        await payOnHostedPage(page, SANDBOX_TEST_CARDS.pending, 'redeem-after-purchase-01-card');

        // The provider holds it pending; the player leaves for the lobby before it settles.
        await page.waitForURL((url) => url.pathname === '/user/store/deposit-status', {
          timeout: 60_000,
        });
        await closeAppDialogs(page, { keep: [PENDING_TITLE] });
        await dialogNamed(page, PENDING_TITLE).getByRole('button', { name: 'Got it' }).click();
        await page.waitForURL((url) => url.pathname === '/');

        // It settles: the wallet channel's status event says so on the open lobby (queued behind
        // the lobby's own dialogs, which the player closes meanwhile).
        const settled = dialogNamed(page, 'Payment Successful');
        const deadline = Date.now() + 90_000;
        while (!(await settled.isVisible())) {
          assert.ok(Date.now() < deadline, 'the payment never settled on the open page');
          await closeAppDialogs(page, { keep: ['Payment Successful'] });
          await page.waitForTimeout(500);
        }
        await settled.getByRole('button', { name: 'Continue' }).click();
        await closeAppDialogs(page);

        // No reload: Redeem knows about the purchase and goes on to the KYC step.
        await clickSidebarRedeem(page);
        const kyc = dialogNamed(page, 'Complete Your KYC Verification');
        await kyc.waitFor({ timeout: 10_000 });
        await page.evaluate('document.fonts.ready');
        await screenshot(page, 'redeem-after-purchase-02-kyc-next', { fullPage: false });
        assert.equal(
          await page.getByText(ERRORS.RedeemRequiresPurchase.message).count(),
          0,
          'no "purchase a package first" after a purchase',
        );
      } finally {
        await context.close();
      }
    },
  );
});
