import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { dismissDialogs } from '../support/game-page';
import { submitLoginDialog } from '../support/dialogs';
import { useJourneyEnvironment } from '../support/journey';
import { latestMessage, linkTo } from '../support/mailbox';
import { newPlayer, signUpThroughApi } from '../support/players';
import { openPlayerByEmail, signInStaff } from '../support/staff';
import { toast } from '../support/toasts';

/**
 * Closes the startup dialogs of a game page. The reminder may already come while they are open
 * (the first interval since sign-in can end during a slow start): it is on top, so it is answered
 * 'Keep playing' first, and the journey waits for the next one.
 */
async function dismissStartupDialogs(page: Page): Promise<void> {
  const reminder = page.locator('dialog[open].reality-check');
  const startup = page.locator('dialog[open]:not(.gc-modal):not(.reality-check)');
  let quietSince = Date.now();
  while (Date.now() - quietSince < 2_500) {
    // A short click: the reminder may open over the dialog being closed; the loop answers it.
    const next =
      (await reminder.count()) > 0
        ? reminder.getByRole('button', { name: 'Keep playing' })
        : (await startup.count()) > 0
          ? startup.first().getByRole('button', { name: 'Close', exact: true }).first()
          : null;
    if (next) {
      await next.click({ timeout: 2_000 }).catch(() => undefined);
      quietSince = Date.now();
    }
    await page.waitForTimeout(250);
  }
}

/**
 * Issue 17: a player sets a reality check, sees it during play, takes a 1-day break from it and
 * is signed out with the reason; signing in again is refused until the break ends. The e2e server
 * runs with REALITY_CHECK_SECONDS_PER_MINUTE=0.4, so '15 minutes' of play are 6 seconds.
 */
describe('take a break journey', () => {
  const env = useJourneyEnvironment();

  it(
    'sets a reality check, sees it while playing, takes a 1-day break and is signed out with the reason',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const baseUrl = server.baseUrl;
      const player = newPlayer();
      await signUpThroughApi(baseUrl, player);
      const { context, page } = await openPage(browser, baseUrl);
      try {
        // The verification link signs the new player in.
        const verification = await latestMessage(baseUrl, player.email, (message) =>
          message.bodyText.includes('/user/verifyEmail'),
        );
        await page.goto(linkTo(verification.bodyText, '/user/verifyEmail'));
        await page.getByRole('dialog', { name: 'Email Verified' }).waitFor();
        await dismissDialogs(page);

        await page.goto('/responsible-gambling');
        await dismissDialogs(page);
        const remind = page.getByLabel('Remind me every');
        await remind.waitFor();
        await remind.selectOption('15');
        await toast(page, 'You will be reminded every 15 minutes of play.').waitFor();
        await screenshot(page, 'take-a-break-01-settings');

        // During play the reminder comes with this sign-in's time and net result per coin.
        await page.goto('/game-play/9');
        await dismissStartupDialogs(page);
        const check = page.getByRole('dialog', { name: 'Reality check' });
        await check.waitFor({ timeout: 30_000 });
        for (const label of ['Time played', 'Net GC', 'Net SC'])
          await check.getByText(label, { exact: true }).waitFor();
        await screenshot(page, 'take-a-break-02-reality-check', { fullPage: false });

        // 'Keep playing' closes it; the next one comes after the next interval.
        await check.getByRole('button', { name: 'Keep playing' }).click();
        await check.waitFor({ state: 'detached' });
        await check.waitFor({ timeout: 30_000 });

        // 'Take a break' opens the choice of days.
        await check.getByRole('button', { name: 'Take a break' }).click();
        const breakDialog = page.getByRole('dialog', { name: 'Take a break' });
        await breakDialog.getByLabel('How long?').selectOption('1');
        await screenshot(page, 'take-a-break-03-choice', { fullPage: false });
        await breakDialog.getByRole('button', { name: 'Start my 1-day break' }).click();

        // Signed out at once, told why.
        const notice = page.getByRole('dialog', { name: 'You are taking a break' });
        await notice.waitFor();
        await page.locator('.guest-bar').waitFor();
        assert.equal(await page.evaluate("localStorage.getItem('isAuthenticated')"), null);
        await screenshot(page, 'take-a-break-04-signed-out', { fullPage: false });
        await notice.getByRole('button', { name: 'Got it' }).click();

        // Signing in again is refused with the break's end.
        await page.locator('.guest-bar').getByRole('button', { name: 'Login' }).click();
        await submitLoginDialog(page, {
          email: player.email,
          password: player.password,
        });
        const refused = page.getByRole('dialog', { name: 'You are taking a break' });
        await refused.getByText(/taking a break from play until/).waitFor();
        await screenshot(page, 'take-a-break-05-login-refused', { fullPage: false });
      } finally {
        await context.close();
      }

      // Compliance sees the break and the reality-check change in the player's history.
      const staff = await openPage(browser, baseUrl);
      try {
        await signInStaff(staff.page, 'compliance');
        await openPlayerByEmail(staff.page, player.email);
        const panel = staff.page.locator('details.player-safety-panel');
        await panel.getByText('Responsible play', { exact: true }).click();
        await panel.getByText(/On a break until/).waitFor();
        await panel
          .getByText(/Break of 1 day/)
          .first()
          .waitFor();
        await panel
          .getByText(/Reality check every 15 min/)
          .first()
          .waitFor();
        await screenshot(staff.page, 'take-a-break-06-compliance-panel');
      } finally {
        await staff.context.close();
      }
    },
  );
});
