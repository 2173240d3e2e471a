import type { Locator, Page } from 'playwright-core';
import { dialogNamed } from './dialogs';
import { latestMessage, linkTo } from './mailbox';
import type { NewPlayer } from './players';

/** A new player's first steps, as a person takes them: the sign-up dialogs and the email link. */

/** Registers through the sign-up dialog; the page ends on /thank-you. */
export async function signUpInDialog(page: Page, player: NewPlayer, phone: boolean): Promise<void> {
  await page.goto('/');
  const register = phone
    ? page
        .getByRole('navigation', { name: 'Quick links' })
        .getByRole('button', { name: 'Register' })
    : page.locator('.guest-bar').getByRole('button', { name: 'Register' });
  await register.click();
  const usernameDialog = dialogNamed(page, 'Create Username');
  await usernameDialog.getByLabel('Username').fill(player.username);
  await usernameDialog.getByRole('button', { name: 'Continue' }).click();
  const signUp = dialogNamed(page, 'Sign Up');
  await signUp.getByLabel('Email').fill(player.email);
  await signUp.getByLabel('Password', { exact: true }).fill(player.password);
  await signUp.getByRole('checkbox', { name: /I am at least 18 years old/ }).check();
  await signUp.getByRole('checkbox', { name: /restricted states/ }).check();
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((url) => url.pathname === '/thank-you');
  await page.getByRole('heading', { level: 1, name: 'Thank You for Signing Up!' }).waitFor();
}

/**
 * Opens the verification link; 'Let's Play' reloads the app signed in. `onVerified` sees the
 * 'Email Verified' dialog first (a screenshot).
 */
export async function verifyEmail(
  page: Page,
  baseUrl: string,
  player: NewPlayer,
  onVerified?: (dialog: Locator) => Promise<void>,
): Promise<void> {
  const mail = await latestMessage(baseUrl, player.email, (message) =>
    message.bodyText.includes('/user/verifyEmail'),
  );
  await page.goto(linkTo(mail.bodyText, '/user/verifyEmail'));
  const verified = dialogNamed(page, 'Email Verified');
  if (onVerified) {
    await verified.waitFor();
    await onVerified(verified);
  }
  await Promise.all([
    page.waitForEvent('load'),
    verified.getByRole('button', { name: "Let's Play" }).click(),
  ]);
}
