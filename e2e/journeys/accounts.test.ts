import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS, openPage, pathnameOf, screenshot } from '../support/browser';
import {
  DEMO_STARTUP_DIALOGS,
  closeDialog,
  closeDialogs,
  dialogNamed,
  submitLoginDialog,
} from '../support/dialogs';
import { latestMessage, linkTo, oneTimeCodeIn } from '../support/mailbox';
import { newPlayer, signUpThroughApi } from '../support/players';
import { signInAsDemoPlayer } from '../support/session';
import { closeAppDialogs } from '../support/store';
import { useJourneyEnvironment } from '../support/journey';
import { toast } from '../support/toasts';

/** An 8×8 gold PNG for the profile picture upload. */
const TINY_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR42mP4etQJK2IYWhIAzGd/ATMzMHsAAAAASUVORK5CYII=';

const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;

async function settle(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready');
}

/** Scrolls a dialog with the mouse wheel, as far down as it goes. */
async function scrollDialogToEnd(page: Page, dialog: Locator): Promise<void> {
  const box = await dialog.boundingBox();
  if (!box) throw new Error('the dialog has no box');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, 4_000);
  // Until every scrolling box of the dialog has reached its end (a slow machine scrolls late).
  await dialog.evaluate(async (element) => {
    for (;;) {
      const boxes = [element, ...Array.from(element.querySelectorAll('*'))];
      if (
        boxes.every((box) => {
          const overflow = getComputedStyle(box).overflowY;
          if (overflow !== 'auto' && overflow !== 'scroll') return true;
          return box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
        })
      )
        return;
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
}

/** The text a select shows: its selected option's. */
const selectedText = (select: Locator): Promise<string | undefined> =>
  select.evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent?.trim());

describe('accounts journey', () => {
  const env = useJourneyEnvironment();

  it(
    'a new player signs up, verifies email and phone, completes the profile, changes and resets the password',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const baseUrl = server.baseUrl;
      const player = newPlayer();
      const { context, page } = await openPage(browser, baseUrl, { viewport: VIEWPORTS.desktop });
      try {
        // Sign-up step 1: a taken username is refused, a free one moves on.
        await page.goto('/');
        await page.locator('.guest-bar').getByRole('button', { name: 'Register' }).click();
        const usernameDialog = page.getByRole('dialog', { name: 'Create Username' });
        await usernameDialog.waitFor();
        await usernameDialog.getByLabel('Username').fill('DemoPlayer');
        await usernameDialog.getByRole('button', { name: 'Continue' }).click();
        await usernameDialog.getByText('Username already exists.').waitFor();
        await settle(page);
        await screenshot(page, 'accounts-01-username-taken', { fullPage: false });
        await usernameDialog.getByLabel('Username').fill(player.username);
        await usernameDialog.getByRole('button', { name: 'Continue' }).click();

        // Step 2: email, password, acknowledgements.
        const signUpDialog = page.getByRole('dialog', { name: 'Sign Up' });
        await signUpDialog.waitFor();
        await signUpDialog.getByRole('button', { name: 'Create Account' }).click();
        await signUpDialog.getByText('Please enter an email address').waitFor();
        await signUpDialog
          .getByText('Please read and accept terms and conditions')
          .first()
          .waitFor();
        await signUpDialog.getByLabel('Email').fill(player.email);
        await signUpDialog.getByLabel('Password', { exact: true }).fill(player.password);
        await signUpDialog.getByRole('button', { name: 'Show password' }).click();
        assert.equal(
          await signUpDialog.getByLabel('Password', { exact: true }).getAttribute('type'),
          'text',
          'the show/hide toggle reveals the password',
        );
        await signUpDialog.getByRole('checkbox', { name: /I am at least 18 years old/ }).check();
        await signUpDialog.getByRole('checkbox', { name: /restricted states/ }).check();
        await signUpDialog.getByRole('checkbox', { name: /by SMS/ }).check();
        await screenshot(page, 'accounts-02-sign-up-filled', { fullPage: false });
        await signUpDialog.getByRole('button', { name: 'Create Account' }).click();

        await page.waitForURL((url) => url.pathname === '/thank-you');
        await page.getByRole('heading', { level: 1, name: 'Thank You for Signing Up!' }).waitFor();
        assert.equal(await page.evaluate("localStorage.getItem('isAuthenticated')"), null);
        await settle(page);
        await screenshot(page, 'accounts-03-thank-you');

        // The verification link signs the player in.
        const verification = await latestMessage(baseUrl, player.email, (message) =>
          message.bodyText.includes('/user/verifyEmail'),
        );
        await page.goto(linkTo(verification.bodyText, '/user/verifyEmail'));
        const verifiedDialog = page.getByRole('dialog', { name: 'Email Verified' });
        await verifiedDialog.waitFor();
        assert.equal(pathnameOf(page), '/play');
        assert.equal(await page.evaluate("localStorage.getItem('username')"), player.username);
        assert.equal(await page.evaluate("localStorage.getItem('phoneVerified')"), 'false');
        await settle(page);
        await screenshot(page, 'accounts-04-email-verified', { fullPage: false });
        await Promise.all([
          page.waitForEvent('load'),
          verifiedDialog.getByRole('button', { name: "Let's Play" }).click(),
        ]);
        await page.getByRole('complementary', { name: 'Main menu' }).waitFor();
        // The startup queue of a new player: profile prompt and both bonuses; no promotion
        // on the same page visit as the bonuses (decision 017).
        await closeDialogs(page, ['Complete your profile', 'Welcome Bonus', 'Daily Bonus']);

        // Account page: phone verification with the code from the SMS.
        await page
          .getByRole('link', { name: `My account (${player.username})` })
          .first()
          .click();
        await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
        assert.equal(pathnameOf(page), '/user/account-details');
        await settle(page);
        await screenshot(page, 'accounts-05-account-empty');

        const phoneSection = page.getByRole('region', { name: 'Phone Verification' });
        await phoneSection.getByLabel('Mobile number').fill(player.phone);
        await phoneSection.getByRole('button', { name: 'Send Code' }).click();
        await toast(page, 'Verification code sent successfully').waitFor();
        await phoneSection.getByRole('button', { name: /Resend Otp/ }).waitFor();
        assert.match(
          (await phoneSection.getByRole('button', { name: /Resend Otp/ }).textContent()) ?? '',
          /2:5\d/,
          'the resend countdown starts at 2:59',
        );
        assert.equal(
          await phoneSection.getByRole('button', { name: /Resend Otp/ }).isDisabled(),
          true,
        );
        await phoneSection.getByLabel('Verification code').fill('000000');
        await phoneSection.getByRole('button', { name: 'Verify Otp' }).click();
        await phoneSection.getByText('Invalid OTP. Please enter again.').waitFor();
        const sms = await latestMessage(baseUrl, `+1${player.phone}`);
        await phoneSection.getByLabel('Verification code').fill(oneTimeCodeIn(sms.bodyText));
        await screenshot(page, 'accounts-06-phone-code');
        await phoneSection.getByRole('button', { name: 'Verify Otp' }).click();
        await toast(page, 'Phone number verified successfully').waitFor();
        // SPEC §4: a verified number offers the still unclaimed welcome bonus.
        await closeDialog(page, 'Welcome Bonus');
        await phoneSection.getByText(`+1 ${player.phone} is verified`).waitFor();

        // Profile: the SPEC §5 rules, then a complete save.
        const profile = page.getByRole('form', { name: 'Profile' });
        await profile.getByRole('button', { name: 'Save' }).click();
        await profile.getByText('Please provide first name').waitFor();
        await profile.getByText('Please provide Address Line 1').waitFor();
        assert.equal(
          await profile.getByLabel('Mobile number').inputValue(),
          player.phone,
          'the verified number is in the profile form',
        );
        await profile.getByLabel('First name').fill('Goldie');
        await profile.getByLabel('Last name').fill('Sweeps');
        await profile.getByLabel('Gender').selectOption('female');
        await profile.getByLabel('Date of birth').fill('1990-05-17');
        await profile.getByLabel('Address line 1').fill('100 Congress Avenue');
        await profile.getByLabel('State').selectOption({ label: 'Texas' });
        await profile.getByLabel('City').locator('option', { hasText: 'Austin' }).waitFor({
          state: 'attached',
        });
        await profile.getByLabel('City').selectOption('Austin');
        await profile.getByLabel('Zipcode').fill('7870');
        await profile.getByRole('button', { name: 'Save' }).click();
        await profile.getByText('Must be exactly 5 digits').waitFor();
        await profile.getByLabel('Zipcode').fill('78701');
        await profile.getByRole('button', { name: 'Save' }).click();
        await toast(page, 'Profile updated successfully.').waitFor();

        // After a reload the form shows what was saved, even when the list of states arrives
        // after the profile (the order in which the walkthrough saw 'Select state').
        await page.route('**/api/v1/details/state', async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1_500));
          await route.continue();
        });
        await page.reload();
        const reloaded = page.getByRole('form', { name: 'Profile' });
        await reloaded.getByLabel('State').locator('option', { hasText: 'Texas' }).waitFor({
          state: 'attached',
        });
        await closeAppDialogs(page);
        assert.equal(await selectedText(reloaded.getByLabel('State')), 'Texas');
        assert.equal(await selectedText(reloaded.getByLabel('City')), 'Austin');
        await page.unroute('**/api/v1/details/state');
        await settle(page);
        await page.evaluate('window.scrollTo(0, 0)');
        await screenshot(page, 'accounts-07-profile-saved');
        await reloaded.getByLabel('State').scrollIntoViewIfNeeded();
        await screenshot(page, 'accounts-07-profile-saved-address', { fullPage: false });

        // Profile picture: a preview first, then the upload.
        await page.getByLabel('Change picture').setInputFiles({
          name: 'avatar.png',
          mimeType: 'image/png',
          buffer: Buffer.from(TINY_PNG_BASE64, 'base64'),
        });
        const pictureCard = page.getByRole('region', { name: 'Profile picture' });
        await pictureCard.getByRole('button', { name: 'Upload' }).click();
        await toast(page, 'Profile picture updated successfully.').waitFor();
        await page
          .locator('.site-header .avatar__image[src^="/uploads/avatars/"]')
          .waitFor({ state: 'attached' });

        // Change password.
        const passwordSection = page.getByRole('region', { name: 'Change Password' });
        await passwordSection.getByLabel('Current password').fill(player.password);
        await passwordSection.getByLabel('New password', { exact: true }).fill(player.password);
        await passwordSection.getByLabel('Repeat new password').fill(player.password);
        await passwordSection.getByRole('button', { name: 'Change Password' }).click();
        await passwordSection
          .getByText('Old Password and New Password should not be the same')
          .waitFor();
        await passwordSection
          .getByLabel('New password', { exact: true })
          .fill(player.changedPassword);
        await passwordSection.getByLabel('Repeat new password').fill(player.changedPassword);
        await passwordSection.getByRole('button', { name: 'Change Password' }).click();
        await toast(page, 'Password changed successfully.').waitFor();

        // Logout clears local storage.
        await page.locator('.site-header').getByRole('button', { name: 'Logout' }).click();
        await toast(page, 'You have successfully logged out.').waitFor();
        await page.locator('.guest-bar').waitFor();
        assert.equal(pathnameOf(page), '/');
        assert.equal(await page.evaluate('localStorage.length'), 0);

        // Forgot password from the login dialog.
        await page.locator('.guest-bar').getByRole('button', { name: 'Login' }).click();
        const loginDialog = page.getByRole('dialog', { name: 'Login' });
        await loginDialog.getByRole('button', { name: 'Forgot password' }).click();
        const forgotDialog = page.getByRole('dialog', { name: 'Forgot Password' });
        await forgotDialog.getByLabel('Email').fill(player.email);
        await forgotDialog.getByRole('button', { name: 'Send Reset Link' }).click();
        await toast(page, 'Reset password link sent').waitFor();
        await forgotDialog.waitFor({ state: 'detached' });

        // The reset link opens the change-password dialog.
        const reset = await latestMessage(baseUrl, player.email, (message) =>
          message.bodyText.includes('/user/forgotPassword'),
        );
        await page.goto(linkTo(reset.bodyText, '/user/forgotPassword'));
        const changeDialog = page.getByRole('dialog', { name: 'Change Password' });
        await changeDialog.waitFor();
        await changeDialog.getByLabel('New Password', { exact: true }).fill(player.resetPassword);
        await changeDialog.getByLabel('Confirm Password', { exact: true }).fill('Golden!Other2026');
        await changeDialog.getByRole('button', { name: 'Change Password' }).click();
        await changeDialog.getByText('Passwords must match').waitFor();
        await changeDialog
          .getByLabel('Confirm Password', { exact: true })
          .fill(player.resetPassword);
        await settle(page);
        await screenshot(page, 'accounts-08-reset-password', { fullPage: false });
        await changeDialog.getByRole('button', { name: 'Change Password' }).click();
        await toast(page, 'Your password has been changed').waitFor();
        assert.equal(new URL(page.url()).searchParams.has('token'), false);

        // Log in with the new password.
        const loginAgain = await submitLoginDialog(page, {
          email: player.email,
          password: player.changedPassword,
        });
        await loginAgain.getByText('Incorrect password.').waitFor();
        await loginAgain.getByLabel('Password', { exact: true }).fill(player.resetPassword);
        await loginAgain.getByRole('button', { name: 'Login', exact: true }).click();
        await toast(page, 'You have successfully logged in').waitFor();
        await page.getByRole('complementary', { name: 'Main menu' }).waitFor();
        assert.equal(await page.evaluate("localStorage.getItem('username')"), player.username);
        assert.equal(await page.evaluate("localStorage.getItem('coinType')"), 'GC');
        // Verified with a complete profile: no 'Action Required' and no profile prompt,
        // straight to the welcome flow (SPEC §4 Login success).
        await dialogNamed(page, 'Welcome Bonus').waitFor();
        assert.equal(await page.getByRole('dialog').count(), 1);
        await settle(page);
        await screenshot(page, 'accounts-09-logged-in', { fullPage: false });
        await closeDialogs(page, ['Welcome Bonus', 'Daily Bonus']);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'sign-up step 2 with its errors shown keeps its heading in view and scrolls to its last button, at every breakpoint and on short screens',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const sizes = [
        { width: 1366, height: 800 },
        { width: 1366, height: 700 },
        { width: 1024, height: 600 },
        { width: 767, height: 700 },
        { width: 500, height: 700 },
        { width: 390, height: 844 },
        { width: 360, height: 640 },
      ];
      for (const phone of [false, true]) {
        const { context, page } = await openPage(browser, server.baseUrl, {
          viewport: phone ? VIEWPORTS.phone : VIEWPORTS.laptop,
          isMobile: phone,
        });
        try {
          for (const size of sizes.filter(({ width }) => width < 767 === phone)) {
            await page.setViewportSize(size);
            await page.goto('/');
            await page.locator('.guest-bar').getByRole('button', { name: 'Register' }).click();
            const usernameDialog = dialogNamed(page, 'Create Username');
            await usernameDialog.getByLabel('Username').fill(newPlayer().username);
            await usernameDialog.getByRole('button', { name: 'Continue' }).click();
            const signUp = dialogNamed(page, 'Sign Up');
            const createAccount = signUp.getByRole('button', { name: 'Create Account' });
            // As a player would: scroll the dialog down to its button, then the errors show (and
            // the focus jumps back up to Email).
            await scrollDialogToEnd(page, signUp);
            await createAccount.click();
            await signUp.getByText('Please enter an email address').waitFor();
            await signUp.getByText('Please read and accept terms and conditions').first().waitFor();
            // The focus has jumped to Email (and the dialog scrolled up to it) before anything is read.
            await page.waitForFunction(
              () => (document.activeElement as HTMLInputElement | null)?.type === 'email',
            );
            const where = `${size.width}×${size.height}`;
            const heading = await signUp
              .getByRole('heading', { name: 'Sign Up' })
              .evaluate((element) => {
                const box = element.getBoundingClientRect();
                const hit = document.elementFromPoint(
                  box.x + box.width / 2,
                  box.y + box.height / 2,
                );
                const dialog = element.closest('dialog')?.getBoundingClientRect();
                return {
                  top: box.top,
                  shown: hit !== null && element.contains(hit),
                  dialogTop: dialog?.top ?? -1,
                  dialogBottom: dialog?.bottom ?? Infinity,
                };
              });
            assert.ok(heading.top >= 0, `${where}: the heading's top is on screen`);
            assert.ok(heading.shown, `${where}: the heading is not scrolled away or covered`);
            assert.ok(
              heading.dialogTop >= 0,
              `${where}: no part of the dialog is above the screen`,
            );
            assert.ok(heading.dialogBottom <= size.height, `${where}: nor below it`);
            assert.equal(await signUp.getByRole('button', { name: 'Close' }).isVisible(), true);
            if (size.width === 1366 || size.width === 390) {
              await settle(page);
              await screenshot(page, `accounts-18-sign-up-errors-${size.width}x${size.height}`, {
                fullPage: false,
              });
            }
            // The dialog scrolls down to its last line, the link to Login.
            await scrollDialogToEnd(page, signUp);
            for (const control of [
              createAccount,
              signUp.getByRole('button', { name: 'Login', exact: true }),
            ]) {
              const reachable = await control.evaluate((element) => {
                const box = element.getBoundingClientRect();
                const hit = document.elementFromPoint(
                  box.x + box.width / 2,
                  box.y + box.height / 2,
                );
                return (
                  box.top >= 0 &&
                  box.bottom <= window.innerHeight &&
                  hit !== null &&
                  element.contains(hit)
                );
              });
              assert.ok(reachable, `${where}: scrolling the dialog reaches its buttons`);
            }
            await page.keyboard.press('Escape');
            await signUp.waitFor({ state: 'detached' });
          }
        } finally {
          await context.close();
        }
      }
    },
  );

  it(
    'login and link errors: an unknown email opens sign-up, a bad verification link goes home',
    { timeout: 60_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        await page.goto('/');
        await page.locator('.guest-bar').getByRole('button', { name: 'Login' }).click();
        const login = page.getByRole('dialog', { name: 'Login' });
        await login.getByRole('button', { name: 'Login', exact: true }).click();
        await login.getByText('Please enter an email address').waitFor();
        await login.getByText('Please read and accept terms and conditions').first().waitFor();
        await settle(page);
        await screenshot(page, 'accounts-10-login-errors', { fullPage: false });

        await submitLoginDialog(page, {
          email: `nobody.${Date.now()}@example.test`,
          password: 'Nobody!Here2026',
        });
        await toast(page, 'Please first sign up for login').waitFor();
        await page.getByRole('dialog', { name: 'Create Username' }).waitFor();
        await page.keyboard.press('Escape');

        // A spent or made-up verification link: its description, then the lobby.
        await page.goto('/user/verifyEmail?token=not-a-real-token');
        await toast(page, 'Email verification link is no longer valid').waitFor();
        await page.waitForURL((url) => url.pathname === '/');
        assert.equal(await page.evaluate("localStorage.getItem('isAuthenticated')"), null);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'a referral link opens registration with the code; an unverified player is asked to verify and complete the profile',
    { timeout: 90_000 },
    async () => {
      const { server, browser } = env;
      const baseUrl = server.baseUrl;
      const { context, page } = await openPage(browser, baseUrl, {
        viewport: VIEWPORTS.mobile,
        isMobile: true,
      });
      try {
        await page.goto('/promotions-page?referralcode=DEMOPLAY');
        const usernameDialog = page.getByRole('dialog', { name: 'Create Username' });
        await usernameDialog.waitFor();
        assert.equal(new URL(page.url()).searchParams.has('referralcode'), false);
        await settle(page);
        await screenshot(page, 'accounts-11-mobile-username', { fullPage: false });
        await usernameDialog.getByLabel('Username').fill(newPlayer().username);
        await usernameDialog.getByRole('button', { name: 'Continue' }).click();
        const signUpDialog = page.getByRole('dialog', { name: 'Sign Up' });
        assert.equal(
          await signUpDialog.getByLabel('Referral code (optional)').inputValue(),
          'DEMOPLAY',
        );
        await screenshot(page, 'accounts-12-mobile-sign-up', { fullPage: false });
        await page.keyboard.press('Escape');
        await signUpDialog.waitFor({ state: 'detached' });
        // The promotions page's own popup (SPEC §4 Page popups) waited behind the sign-up.
        await closeDialog(page, 'Refer & Earn');

        // A player who signed up but never opened the verification link.
        const player = newPlayer();
        await signUpThroughApi(baseUrl, player);

        // The bottom navigation's Login opens the login dialog.
        await page
          .getByRole('navigation', { name: 'Quick links' })
          .getByRole('button', { name: 'Login' })
          .click();
        const login = page.getByRole('dialog', { name: 'Login' });
        await login.getByLabel('Email').fill(player.email);
        await login.getByLabel('Password', { exact: true }).fill(player.password);
        await login.getByRole('checkbox', { name: /I am at least 18 years old/ }).check();
        await login.getByRole('checkbox', { name: /restricted states/ }).check();
        await screenshot(page, 'accounts-13-mobile-login', { fullPage: false });
        await login.getByRole('button', { name: 'Login', exact: true }).click();
        await toast(page, 'You have successfully logged in').waitFor();

        // Email not verified: 'Action Required' with Send Email.
        const actionRequired = page.getByRole('dialog', { name: 'Action Required' });
        await actionRequired.getByText('Your email Id is not verified').waitFor();
        await settle(page);
        await screenshot(page, 'accounts-14-mobile-action-required', { fullPage: false });
        await actionRequired.getByRole('button', { name: 'Send Email' }).click();
        await toast(page, 'Verification mail has been sent successfully').waitFor();

        // Then the complete-profile prompt.
        const prompt = page.getByRole('dialog', { name: 'Complete your profile' });
        await prompt.waitFor();
        await screenshot(page, 'accounts-15-mobile-complete-profile', { fullPage: false });
        await prompt.getByRole('button', { name: 'Complete Profile' }).click();
        await page.waitForURL((url) => url.pathname === '/user/account-details');
        await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
        await page.getByRole('form', { name: 'Profile' }).waitFor();
        // The daily bonus of the startup queue follows the player to the account page; the
        // welcome bonus waits for the verified email (issue 24), and promotions never open there
        // (decision 017).
        await closeDialogs(page, ['Daily Bonus']);
        await settle(page);
        assert.equal(await dialogNamed(page, 'Welcome Bonus').count(), 0, 'no welcome bonus yet');
        assert.equal(await horizontalOverflow(page), 0, 'the account page fits a 375 px phone');
        await screenshot(page, 'accounts-16-mobile-account');
        await screenshot(page, 'accounts-16-mobile-account-first-screen', { fullPage: false });
        await page
          .getByRole('form', { name: 'Profile' })
          .getByLabel('State')
          .scrollIntoViewIfNeeded();
        await screenshot(page, 'accounts-16-mobile-account-address', { fullPage: false });
      } finally {
        await context.close();
      }
    },
  );

  it(
    'a signed-in player sees name and picture in the header and logs out from the sidebar',
    {
      timeout: 60_000,
    },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl, {
        viewport: VIEWPORTS.mobile,
        isMobile: true,
      });
      try {
        const username = await signInAsDemoPlayer(context, server.baseUrl);
        await page.goto('/');
        await closeDialogs(page, DEMO_STARTUP_DIALOGS);
        await page.getByRole('button', { name: 'Open menu' }).click();
        const sidebar = page.getByRole('complementary', { name: 'Main menu' });
        await sidebar.getByRole('link', { name: `My account (${username})` }).waitFor();
        await settle(page);
        await screenshot(page, 'accounts-17-mobile-sidebar', { fullPage: false });
        await sidebar.getByRole('button', { name: 'Logout' }).click();
        await toast(page, 'You have successfully logged out.').waitFor();
        await page.locator('.guest-bar').waitFor();
      } finally {
        await context.close();
      }
    },
  );
});
