import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { fromDecimal } from '@app/contracts/money';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import { openOrderSummary, payOnHostedPage } from '../support/hosted-card';
import { useJourneyEnvironment } from '../support/journey';
import { latestMessage, linkTo } from '../support/mailbox';
import { newPlayer } from '../support/players';
import {
  closeAppDialogs,
  findPackage,
  gcBalance,
  openAsNewPlayer,
  readProfile,
  shown,
} from '../support/store';
import { waitForText } from '../support/dom-watch';
import { toast } from '../support/toasts';

/** Two people on two connections: the server tells them apart by address (decision 034). */
const REFERRER_ADDRESS = { 'X-Forwarded-For': '198.51.100.10' };
const FRIEND_ADDRESS = { 'X-Forwarded-For': '198.51.100.20' };

async function settle(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready');
}

async function openRewards(page: Page) {
  await page.goto('/user/reward');
  await page.getByRole('heading', { level: 1, name: 'Rewards' }).waitFor();
  await closeAppDialogs(page);
  const panel = page.getByRole('region', { name: 'Refer a friend' });
  await panel.waitFor();
  return panel;
}

describe('referrals', () => {
  const env = useJourneyEnvironment();

  it(
    'a friend joins with the copied link and buys; the referrer sees the invite, claims the bonus and the header GC rises',
    { timeout: 300_000 },
    async () => {
      const { server, browser } = env;
      const referrer = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
        extraHTTPHeaders: REFERRER_ADDRESS,
      });
      const friendSide = await openPage(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
        extraHTTPHeaders: FRIEND_ADDRESS,
      });
      try {
        // The referrer copies the link from the Rewards page.
        const { page } = referrer;
        let panel = await openRewards(page);
        const link = await panel.getByRole('textbox', { name: 'Your referral link' }).inputValue();
        const { referralCode } = await readProfile(page);
        assert.ok(referralCode, 'the player has a referral code');
        assert.equal(link, `${server.baseUrl}/?referralcode=${referralCode}`);
        await panel.getByRole('button', { name: 'Copy link' }).click();
        await toast(page, 'Referral link Copied').waitFor();
        await panel.getByText('No friends have joined with your link yet.').waitFor();
        assert.equal(await panel.getByRole('button', { name: 'Claim' }).isDisabled(), true);
        await settle(page);
        await screenshot(page, 'referrals-01-rewards-empty');

        // The friend opens it in a browser of their own and signs up with the code prefilled.
        const friend = newPlayer();
        const friendPage = friendSide.page;
        await friendPage.goto(link);
        const usernameDialog = dialogNamed(friendPage, 'Create Username');
        await usernameDialog.getByLabel('Username').fill(friend.username);
        await usernameDialog.getByRole('button', { name: 'Continue' }).click();
        const signUp = dialogNamed(friendPage, 'Sign Up');
        assert.equal(
          await signUp.getByLabel('Referral code (optional)').inputValue(),
          referralCode,
        );
        await signUp.getByLabel('Email').fill(friend.email);
        await signUp.getByLabel('Password', { exact: true }).fill(friend.password);
        await signUp.getByRole('checkbox', { name: /I am at least 18 years old/ }).check();
        await signUp.getByRole('checkbox', { name: /restricted states/ }).check();
        await settle(friendPage);
        await screenshot(friendPage, 'referrals-02-friend-sign-up', { fullPage: false });
        await signUp.getByRole('button', { name: 'Create Account' }).click();
        await friendPage.waitForURL((url) => url.pathname === '/thank-you');
        const mail = await latestMessage(server.baseUrl, friend.email, (message) =>
          message.bodyText.includes('/user/verifyEmail'),
        );
        await friendPage.goto(linkTo(mail.bodyText, '/user/verifyEmail'));
        const verified = dialogNamed(friendPage, 'Email Verified');
        await verified.waitFor();
        await Promise.all([
          friendPage.waitForEvent('load'),
          verified.getByRole('button', { name: "Let's Play" }).click(),
        ]);
        await closeAppDialogs(friendPage);

        // Waiting for the friend's first purchase.
        panel = await openRewards(page);
        await panel.getByText('Waiting for first purchase').waitFor();
        await panel.getByText(friend.username).waitFor();

        // The friend buys a package with the sandbox card.
        const pkg = await findPackage(friendPage, () => true);
        const summary = await openOrderSummary(friendPage, pkg.packageId);
        await summary.getByRole('button', { name: /^Pay \$.* by card$/ }).click();
        await payOnHostedPage(friendPage, SANDBOX_TEST_CARDS.approve, 'referrals-03-friend-pays');
        await friendPage.waitForURL((url) => url.pathname === '/thank-you-purchase', {
          timeout: 60_000,
        });
        await friendPage.getByRole('dialog', { name: 'Payment Successful' }).waitFor();

        // The referrer's Rewards page: one invite, the bonus earned and claimable.
        panel = await openRewards(page);
        await panel.getByText('Bonus earned').waitFor();
        const figures = panel.locator('.referral-panel__figures');
        assert.match((await figures.textContent()) ?? '', /Friends invited1/);
        assert.match((await figures.textContent()) ?? '', /GC earned10,000\.00/);
        assert.match((await figures.textContent()) ?? '', /SC earned5\.00/);
        await panel.getByText('10,000.00 GC and 5.00 SC', { exact: true }).waitFor();
        await settle(page);
        await screenshot(page, 'referrals-04-rewards-earned');

        // Claiming credits it once and the header balance follows.
        const startGc = fromDecimal((await readProfile(page)).userWallet?.gcCoin ?? 0);
        await panel.getByRole('button', { name: 'Claim' }).click();
        await toast(
          page,
          'Referral bonus claimed: 10,000.00 GC and 5.00 SC have been added to your wallet.',
        ).waitFor();
        await waitForText(page, gcBalance(page), shown(startGc + 1_000_000));
        await panel.getByText('Bonus claimed').waitFor();
        assert.equal(await panel.getByRole('button', { name: 'Claim' }).isDisabled(), true);
        await settle(page);
        await screenshot(page, 'referrals-05-rewards-claimed');

        // On a phone the panel stacks.
        await page.setViewportSize(VIEWPORTS.mobile);
        await page.evaluate('window.scrollTo(0, 0)');
        await settle(page);
        await screenshot(page, 'referrals-06-rewards-phone', { fullPage: false });
      } finally {
        await referrer.context.close();
        await friendSide.context.close();
      }
    },
  );
});
