import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS, openPage, pathnameOf, screenshot } from '../support/browser';
import { closeDialogs, submitLoginDialog } from '../support/dialogs';
import { useJourneyEnvironment } from '../support/journey';
import { latestMessage, linkTo } from '../support/mailbox';
import { newPlayer, signUpThroughApi } from '../support/players';
import { signInThroughApi } from '../support/session';
import { freshTotpCode, openPlayerByEmail, signInStaff } from '../support/staff';
import { toast } from '../support/toasts';

async function settle(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready');
}

/** Through the header's account link and the tab (no reload: the startup queue stays done). */
async function openSecurityTab(page: Page, username: string): Promise<void> {
  await page
    .getByRole('link', { name: `My account (${username})` })
    .first()
    .click();
  await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
  await page.getByRole('tab', { name: 'Security' }).click();
}

const STARTUP_DIALOGS = ['Complete your profile', 'Welcome Bonus', 'Daily Bonus'];

/**
 * The SPEC §4 login follow-ups ran: waits for the first startup dialog, then closes each one
 * the queue shows until none has opened for a moment. Answers the titles seen.
 */
async function closeStartupDialogs(page: Page, atLeastOne = true): Promise<string[]> {
  const anyStartup = page.getByRole('dialog').filter({
    has: page.getByRole('heading', { name: new RegExp(STARTUP_DIALOGS.join('|')) }),
  });
  if (atLeastOne) await anyStartup.first().waitFor();
  const seen: string[] = [];
  for (;;) {
    const open = await anyStartup.first().isVisible();
    if (!open) {
      await page.waitForTimeout(1_000);
      if (!(await anyStartup.first().isVisible())) return seen;
      continue;
    }
    const title = (await anyStartup.first().getByRole('heading').first().textContent()) ?? '';
    seen.push(title.trim());
    await anyStartup.first().getByRole('button', { name: 'Close', exact: true }).first().click();
    await page.waitForTimeout(300);
  }
}

describe('two-factor sign-in journey', () => {
  const env = useJourneyEnvironment();

  it(
    'a player turns two-factor sign-in on, signs out, and signs in with a code',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const baseUrl = server.baseUrl;
      const player = newPlayer();
      const { context, page } = await openPage(browser, baseUrl, { viewport: VIEWPORTS.desktop });
      try {
        // A new player, signed in by the email verification link.
        await signUpThroughApi(baseUrl, player);
        const verification = await latestMessage(baseUrl, player.email, (message) =>
          message.bodyText.includes('/user/verifyEmail'),
        );
        await page.goto(linkTo(verification.bodyText, '/user/verifyEmail'));
        const verifiedDialog = page.getByRole('dialog', { name: 'Email Verified' });
        await Promise.all([
          page.waitForEvent('load'),
          verifiedDialog.getByRole('button', { name: "Let's Play" }).click(),
        ]);
        await page.getByRole('complementary', { name: 'Main menu' }).waitFor();
        await closeDialogs(page, ['Complete your profile', 'Welcome Bonus', 'Daily Bonus']);

        // A second device signs in while two-factor is still off.
        const laptop = await openPage(browser, baseUrl, { viewport: VIEWPORTS.desktop });
        await signInThroughApi(laptop.context, baseUrl, player);

        // Account page, Security tab: two-factor is off, this device is listed.
        await openSecurityTab(page, player.username);
        const security = page.getByRole('tabpanel', { name: 'Security' });
        await security.getByText('This device').waitFor();
        await settle(page);
        await screenshot(page, 'two-factor-01-security-off', { fullPage: false });

        // Turning on: the QR code and the setup key, then a first code from the key.
        await security.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
        const enableDialog = page.getByRole('dialog', { name: 'Turn on two-factor sign-in' });
        await enableDialog
          .getByRole('img', { name: 'QR code for your authenticator app' })
          .waitFor();
        const secret = await enableDialog
          .locator('[data-setup-key]')
          .getAttribute('data-setup-key');
        assert.ok(secret && /^[A-Z2-7]+$/.test(secret), 'the setup key is a base32 secret');
        const shownKey = await enableDialog.locator('[data-setup-key]').textContent();
        assert.equal(
          shownKey?.replace(/\s/g, ''),
          secret,
          'the key shown is the secret, in groups',
        );
        await enableDialog.getByLabel('6-digit code').fill('000000');
        await enableDialog.getByRole('button', { name: 'Turn on' }).click();
        await enableDialog.getByText(/That code is not right/).waitFor();
        await settle(page);
        await screenshot(page, 'two-factor-02-enable-dialog', { fullPage: false });
        await enableDialog.getByLabel('6-digit code').fill(await freshTotpCode(secret));
        await enableDialog.getByRole('button', { name: 'Turn on' }).click();
        await toast(page, 'Two-factor sign-in is on.').waitFor();

        // The recovery codes, shown once.
        const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
        const codes = codesDialog
          .getByRole('list', { name: 'Recovery codes' })
          .getByRole('listitem');
        assert.equal(await codes.count(), 10);
        const recoveryCode = (await codes.first().textContent()) ?? '';
        assert.match(recoveryCode, /^[a-z0-9]{5}-[a-z0-9]{5}$/);
        await settle(page);
        await screenshot(page, 'two-factor-03-recovery-codes', { fullPage: false });
        await codesDialog.getByRole('button', { name: 'I have saved my codes' }).click();
        await codesDialog.waitFor({ state: 'detached' });
        await security.getByText('10 recovery codes left').waitFor();
        await settle(page);
        await screenshot(page, 'two-factor-04-security-on', { fullPage: false });

        // Sign out, then in again: the login dialog asks for the code.
        await page.locator('.site-header').getByRole('button', { name: 'Logout' }).click();
        await toast(page, 'You have successfully logged out.').waitFor();
        await page.locator('.guest-bar').getByRole('button', { name: 'Login' }).click();
        await submitLoginDialog(page, {
          email: player.email,
          password: player.password,
        });

        const codeDialog = page.getByRole('dialog', { name: 'Two-factor sign-in' });
        const codeField = codeDialog.getByLabel('Authentication code');
        await codeField.waitFor();
        assert.equal(
          await codeField.evaluate((element) => element === document.activeElement),
          true,
          'the code field has the focus',
        );
        assert.equal(await page.evaluate("localStorage.getItem('isAuthenticated')"), null);
        await codeField.fill(await freshTotpCode(secret));
        await settle(page);
        await screenshot(page, 'two-factor-05-login-code', { fullPage: false });
        await codeField.press('Enter');
        await toast(page, 'You have successfully logged in').waitFor();
        await codeDialog.waitFor({ state: 'detached' });
        assert.equal(await page.evaluate("localStorage.getItem('isAuthenticated')"), 'true');
        const followUps = await closeStartupDialogs(page);
        assert.ok(followUps.length > 0, 'the login follow-ups of SPEC §4 ran after the code');

        // The account page lists the sessions.
        await openSecurityTab(page, player.username);
        await security.getByText('This device').waitFor();
        assert.equal(pathnameOf(page), '/user/account-details');
        // This browser and the second device (the session before the logout has ended).
        assert.equal(await security.locator('.sessions__item').count(), 2);
        await security.getByRole('button', { name: 'Sign out everywhere else' }).waitFor();
        await settle(page);
        await screenshot(page, 'two-factor-06-signed-in-with-code', { fullPage: false });

        // The second device never gave a code: changing the password asks for one first, and
        // the change goes through once a recovery code is accepted.
        await laptop.page.goto('/user/account-details');
        await closeStartupDialogs(laptop.page);
        const passwordSection = laptop.page.getByRole('form', { name: 'Change password' });
        await passwordSection.getByLabel('Current password').fill(player.password);
        await passwordSection
          .getByLabel('New password', { exact: true })
          .fill(player.changedPassword);
        await passwordSection.getByLabel('Repeat new password').fill(player.changedPassword);
        await passwordSection.getByRole('button', { name: 'Change Password' }).click();
        const stepUpDialog = laptop.page.getByRole('dialog', { name: 'Confirm it’s you' });
        // Typed as a person types it (the dialog's code field takes focus as it opens).
        await stepUpDialog.getByLabel('Authentication code').pressSequentially(recoveryCode, {
          delay: 40,
        });
        await settle(laptop.page);
        await screenshot(laptop.page, 'two-factor-07-step-up', { fullPage: false });
        // The change is sent again once the code is accepted, and goes through: the player
        // sees the server's answer and the form emptied.
        await stepUpDialog.getByRole('button', { name: 'Continue' }).click();
        await toast(laptop.page, 'Password changed successfully.').waitFor();
        await stepUpDialog.waitFor({ state: 'detached' });
        assert.equal(await passwordSection.getByLabel('Current password').inputValue(), '');
        // A new password ends the player's other sessions: the first browser is signed out, and
        // says why.
        await page.locator('.guest-bar').getByRole('button', { name: 'Login' }).waitFor();
        await page
          .getByRole('dialog', { name: 'You were signed out' })
          .getByText(/password of your account was changed/)
          .waitFor();
        await settle(page);
        await screenshot(page, 'two-factor-07b-signed-out-elsewhere', { fullPage: false });
        await laptop.context.close();
      } finally {
        await context.close();
      }

      // The player lost the authenticator and the codes: support turns two-factor off (with a
      // reason), the player is told by email and signs in with the password alone.
      const staff = await openPage(browser, baseUrl, { viewport: VIEWPORTS.desktop });
      try {
        await signInStaff(staff.page, 'support');
        await openPlayerByEmail(staff.page, player.email);
        await staff.page.getByRole('button', { name: 'Reset two-factor' }).click();
        const reset = staff.page.getByRole('dialog', { name: 'Reset two-factor sign-in' });
        await reset.getByLabel('Reason').fill('Lost phone; identity checked on a call.');
        await settle(staff.page);
        await screenshot(staff.page, 'two-factor-08-support-reset', { fullPage: false });
        await reset.getByRole('button', { name: 'Reset two-factor' }).click();
        await staff.page
          .getByRole('status')
          .getByText(/^Two-factor sign-in is off\./)
          .waitFor();
        await staff.page.getByRole('button', { name: 'Reset two-factor' }).waitFor({
          state: 'detached',
        });
      } finally {
        await staff.context.close();
      }
      await latestMessage(baseUrl, player.email, (message) =>
        (message.subject ?? '').startsWith('Two-factor sign-in was turned off'),
      );
      const again = await openPage(browser, baseUrl, { viewport: VIEWPORTS.desktop });
      try {
        await again.page.goto('/');
        await again.page.locator('.guest-bar').getByRole('button', { name: 'Login' }).click();
        await submitLoginDialog(again.page, {
          email: player.email,
          password: player.changedPassword,
        });
        await toast(again.page, 'You have successfully logged in').waitFor();
        assert.equal(
          await again.page.getByRole('dialog', { name: 'Two-factor sign-in' }).count(),
          0,
          'no code is asked any more',
        );
      } finally {
        await again.context.close();
      }
    },
  );
});
