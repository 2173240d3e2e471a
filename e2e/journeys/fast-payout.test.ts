import assert from 'node:assert/strict';
import { randomInt, randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ERRORS } from '@app/contracts/error-codes';
import { REDEEM_SUBMITTED_MESSAGE } from '@app/contracts/redemptions';
import { openPage, screenshot, VIEWPORTS } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import { latestMessage } from '../support/mailbox';
import {
  buyWithCardForm,
  clickSidebarRedeem,
  completeProfileThroughApi,
  redemptionRow,
  winRedeemableSc,
} from '../support/redeem';
import { signInStaff } from '../support/staff';
import { closeAppDialogs, openAsNewPlayer, readProfile } from '../support/store';
import { toast } from '../support/toasts';
import { useJourneyEnvironment } from '../support/journey';

const settle = (page: Page) => page.evaluate('document.fonts.ready');

/** A bank account no other journey is paid to (the last digit 5 to 9: the sandbox pays it). */
const ownAccountNumber = () => `${randomInt(10_000_000, 100_000_000)}${randomInt(5, 10)}`;

/**
 * Bets 1 SC at a time in dice (90% to win) until none of the purchase's SC is left unplayed: the
 * player has played what they bought ('play since the last purchase', decision 057).
 */
async function playPurchaseThrough(page: Page): Promise<void> {
  for (let round = 0; round < 80; round += 1) {
    const wallet = (await readProfile(page)).userWallet;
    const unplayed = (wallet?.totalScCoin ?? 0) - (wallet?.scCoin.wsc ?? 0);
    if (unplayed <= 0.001) return;
    const play = await page.request.post('/api/v1/casino-games/9/play', {
      headers: { 'idempotency-key': randomUUID() },
      data: { coinType: 'SC', bet: 1, params: { target: 1000, direction: 'over' } },
    });
    assert.equal(play.status(), 200, await play.text());
  }
  throw new Error('unplayed SC left after 80 rounds');
}

/**
 * KYC through the sandbox identity widget ('Approve'): the verdict comes by signed webhook, and
 * Redeem then opens the Redeem modal. No staff member acts.
 */
async function verifyIdentity(page: Page): Promise<void> {
  await clickSidebarRedeem(page);
  const start = dialogNamed(page, 'Complete Your KYC Verification');
  await start.getByRole('button', { name: 'Start Verification' }).click();
  const widget = dialogNamed(page, 'Verify Your Identity');
  const frame = widget.frameLocator('iframe[title="Identity verification"]');
  await frame.getByRole('button', { name: 'Approve' }).click();
  // The widget finished: the app says so while the verdict is on its way (a signed webhook).
  await page.getByText(ERRORS.KycInProgress.message).first().waitFor();
  const deadline = Date.now() + 45_000;
  for (;;) {
    await page.reload();
    await closeAppDialogs(page);
    await clickSidebarRedeem(page);
    const amount = dialogNamed(page, 'Redeem').getByLabel('Amount (SC)');
    const opened = await amount.waitFor({ timeout: 4_000 }).then(
      () => true,
      () => false,
    );
    if (opened) return;
    if (Date.now() > deadline) {
      await screenshot(page, 'fast-kyc-not-approved', { fullPage: false });
      assert.fail('the identity verdict never approved KYC');
    }
    await page.waitForTimeout(1_000);
  }
}

/** Sends a redemption of `coins` from the open Redeem modal; lands on the Redemptions tab. */
async function redeemFromModal(page: Page, coins: string): Promise<void> {
  const redeem = dialogNamed(page, 'Redeem');
  await redeem.getByLabel('Amount (SC)').fill(coins);
  await redeem.getByRole('button', { name: 'Redeem', exact: true }).click();
  await toast(page, REDEEM_SUBMITTED_MESSAGE).waitFor();
  await page.waitForURL((url) => url.pathname.startsWith('/user/account'), { timeout: 15_000 });
}

/** The bank account the row's request is paid to, entered by the player. */
async function enterBank(page: Page, amount: string, accountNumber: string): Promise<void> {
  const row = redemptionRow(page, amount);
  await row.getByRole('button', { name: 'Enter bank details' }).click();
  const bank = dialogNamed(page, 'Bank details');
  await bank.getByLabel('Account holder name').fill('Jordan Rivers');
  await bank.getByLabel('Routing number').fill('011000015');
  await bank.getByLabel('Account number').fill(accountNumber);
  await bank.getByRole('button', { name: 'Save bank details' }).click();
  await bank.waitFor({ state: 'detached' });
}

describe('fast payout: redemptions decided by rules (decision 057)', () => {
  const env = useJourneyEnvironment();

  it(
    'a new player buys, plays, passes KYC, redeems a small amount and sees it PAID without any staff action; a risky request lands in the queue with its signals, and finance asks, then approves it',
    { timeout: 480_000 },
    async () => {
      const { server, browser } = env;
      const admin = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.desktop });
      const staff = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.desktop });
      const manualReview = admin.page.getByRole('checkbox', { name: 'Manual review' });
      const saveKycSettings = async (manual: boolean) => {
        await admin.page.getByRole('link', { name: 'KYC' }).click();
        await manualReview.setChecked(manual);
        await admin.page.getByRole('button', { name: 'Save KYC settings' }).click();
        await admin.page
          .getByRole('button', { name: 'Save KYC settings' })
          .waitFor({ state: 'detached' });
      };
      const clean = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      const risky = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      try {
        // KYC by the identity widget, so that no staff member acts for the clean player.
        await signInStaff(admin.page, 'admin');
        await saveKycSettings(false);

        // The clean player: buys, plays the purchase through, passes KYC.
        const { page, player } = clean;
        await completeProfileThroughApi(page);
        await buyWithCardForm(page);
        await closeAppDialogs(page);
        await playPurchaseThrough(page);
        assert.ok((await readProfile(page)).userWallet!.scCoin.wsc >= 3, 'SC won to redeem');
        await verifyIdentity(page);

        // Redeems 2 SC; the first time, the bank account is entered on the request.
        const requestedAt = Date.now();
        await redeemFromModal(page, '2');
        const first = redemptionRow(page, '2.00');
        await first.getByText('Waiting for your bank details').waitFor();
        await settle(page);
        await screenshot(page, 'fast-01-waiting-for-bank', { fullPage: false });
        const account = ownAccountNumber();
        const last4 = account.slice(-4);
        const bankGivenAt = Date.now();
        await enterBank(page, '2.00', account);
        // Approved by the system at once; the page follows it live to Paid.
        await first
          .getByText(
            new RegExp(
              `^(Approved — paid to your bank ending ${last4}|Sent to your bank ending ${last4})`,
            ),
          )
          .waitFor({ timeout: 15_000 });
        await screenshot(page, 'fast-02-approved-by-system', { fullPage: false });
        await first.getByText('Paid', { exact: true }).waitFor({ timeout: 60_000 });
        const firstPaidSeconds = (Date.now() - bankGivenAt) / 1000;
        const firstTotalSeconds = (Date.now() - requestedAt) / 1000;
        await first.getByText(`Paid to your bank ending ${last4}.`).waitFor();
        const approvedMail = await latestMessage(server.baseUrl, player.email, (m) =>
          m.bodyText.includes('has been approved'),
        );
        assert.match(approvedMail.bodyText, /#\d+ of \$2\.00/);

        // The next request goes to the saved bank: one step from request to Paid.
        await clickSidebarRedeem(page);
        const nextAt = Date.now();
        await redeemFromModal(page, '1');
        const next = redemptionRow(page, '1.00');
        await next.getByText('Paid', { exact: true }).waitFor({ timeout: 60_000 });
        const nextSeconds = (Date.now() - nextAt) / 1000;
        await settle(page);
        await screenshot(page, 'fast-03-paid', { fullPage: false });
        console.log(
          `request to PAID in the sandbox (SANDBOX_PAYOUT_SETTLE_SECONDS=3): ${nextSeconds.toFixed(1)} s to a saved bank; ` +
            `first request ${firstTotalSeconds.toFixed(1)} s in all, ${firstPaidSeconds.toFixed(1)} s from the bank details`,
        );

        // The risky player: buys and barely plays before redeeming.
        const rp = risky.page;
        await completeProfileThroughApi(rp);
        await buyWithCardForm(rp);
        await closeAppDialogs(rp);
        await winRedeemableSc(rp, 2);
        await verifyIdentity(rp);
        await redeemFromModal(rp, '2');
        await enterBank(rp, '2.00', ownAccountNumber());
        const held = redemptionRow(rp, '2.00');
        await held.getByText('Pending review').waitFor();
        await held.getByText(/^In review — our team checks it/).waitFor();
        await settle(rp);
        await screenshot(rp, 'fast-04-in-review', { fullPage: false });

        // Finance: the queue, riskiest first, with the risk badge; the review shows the signals.
        await signInStaff(staff.page, 'finance');
        await staff.page.getByRole('link', { name: 'Redemptions', exact: true }).click();
        const queued = staff.page
          .getByRole('row')
          .filter({ hasText: risky.player.username })
          .first();
        await queued.getByText('Medium risk · 1 rule').waitFor();
        await screenshot(staff.page, 'fast-05-queue-by-risk', { fullPage: false });
        await queued.getByRole('link').first().click();
        const signals = staff.page.getByRole('table', {
          name: 'Signals and the rules that judged them',
        });
        const played = signals.getByRole('row').filter({ hasText: 'Play since the last purchase' });
        await played.getByText('Fired').waitFor();
        await screenshot(staff.page, 'fast-06-review-signals', { fullPage: true });

        // Finance asks; the player sees the question on the request and answers.
        await staff.page.getByRole('button', { name: 'Ask for information' }).click();
        const ask = staff.page.getByRole('dialog', { name: /^Ask for information/ });
        const question = 'Which games did you play before this redemption?';
        await ask.getByLabel('Question (shown to the player and emailed)').fill(question);
        await ask.getByRole('button', { name: 'Ask the player' }).click();
        await ask.waitFor({ state: 'detached' });
        // Live over the socket: the row says what is asked, without a reload.
        await held
          .locator('.redemption-status')
          .getByText('Information needed')
          .waitFor({ timeout: 15_000 });
        await held.locator('.redemption-question').getByText(question).waitFor();
        await settle(rp);
        await screenshot(rp, 'fast-07-question', { fullPage: false });
        await held.getByRole('button', { name: 'Answer' }).click();
        const answer = dialogNamed(rp, 'Information needed');
        await answer.getByLabel('Your answer').fill('Dice, a few rounds after buying.');
        await screenshot(rp, 'fast-08-answer', { fullPage: false });
        await answer.getByRole('button', { name: 'Send answer' }).click();
        await answer.waitFor({ state: 'detached' });
        await held.getByText('Pending review').waitFor();

        // The answer is on the review; finance approves; the player's page follows it to Paid.
        await staff.page.reload();
        await staff.page.getByText('Dice, a few rounds after buying.').waitFor();
        await staff.page.getByRole('button', { name: 'Approve', exact: true }).click();
        const confirm = staff.page.getByRole('dialog', { name: /^Approve: redemption/ });
        await confirm.getByRole('button', { name: 'Approve' }).click();
        await confirm.waitFor({ state: 'detached' });
        await screenshot(staff.page, 'fast-09-approved-by-finance', { fullPage: false });
        await held.getByText('Paid', { exact: true }).waitFor({ timeout: 60_000 });
        await settle(rp);
        await screenshot(rp, 'fast-10-risky-paid', { fullPage: false });

        // The rules that decided both, as finance may change them (through dual control).
        await staff.page.getByRole('link', { name: 'Risk rules' }).click();
        await staff.page.getByText('Auto-approval ceiling: $100.00').waitFor();
        await screenshot(staff.page, 'fast-11-risk-rules', { fullPage: true });
      } finally {
        await saveKycSettings(true).catch(() => undefined);
        await admin.context.close();
        await staff.context.close();
        await clean.context.close();
        await risky.context.close();
      }
    },
  );
});
