import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS, openPage, pathnameOf, screenshot } from '../support/browser';
import { recordDialogs, titlesSince } from '../support/dialog-log';
import {
  FLASH_SALE_PROMO,
  closeDialog,
  dialogNamed,
  dialogSignal,
  settleAppDialogs,
} from '../support/dialogs';
import { useJourneyEnvironment } from '../support/journey';
import { signUpInDialog, verifyEmail } from '../support/onboarding';
import { newPlayer } from '../support/players';
import { toast } from '../support/toasts';

/**
 * Issue 24: a new player met about eight dialogs in the first minutes, among them the VIP page's
 * own popup advertising the VIP page. This walks a new player's first minutes as a person would
 * (sign up, verify the email, the startup asks, then the store, the VIP page, the lobby and a
 * page load of the promotions page) and counts every dialog that opens: the SPEC startup queue in
 * its order, and at most two promotions in the visit; the others wait for the next visit.
 */

const SIZES = [
  { name: 'laptop', viewport: VIEWPORTS.laptop, isMobile: false },
  { name: 'phone', viewport: VIEWPORTS.phone, isMobile: true },
] as const;

async function shoot(page: Page, name: string): Promise<void> {
  await page.evaluate('document.fonts.ready');
  await screenshot(page, name, { fullPage: false });
}

/** Follows one of the sidebar's links (a drawer behind 'Open menu' on phones). */
async function sidebarLink(page: Page, phone: boolean, name: string): Promise<void> {
  if (phone) await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name }).click();
}

describe('the dialogs of a new player’s first minutes', () => {
  const env = useJourneyEnvironment();

  for (const size of SIZES) {
    it(
      `${size.name}: the startup queue's asks, then at most two promotions, and no page advertises itself`,
      { timeout: 240_000 },
      async () => {
        const { server, browser } = env;
        const phone = size.isMobile;
        const { context, page } = await openPage(browser, server.baseUrl, {
          viewport: size.viewport,
          isMobile: size.isMobile,
        });
        const shot = (step: string) => shoot(page, `new-player-${size.name}-${step}`);
        try {
          const sightings = await recordDialogs(context);
          const player = newPlayer();

          // Sign-up: the player's own two dialogs, then the thank-you page with none over it.
          await signUpInDialog(page, player, phone);
          assert.deepEqual(await settleAppDialogs(page), []);
          await shot('01-thank-you');

          // The email link: 'Email Verified', then the lobby's startup queue in SPEC order.
          await verifyEmail(page, server.baseUrl, player, () => shot('02-email-verified'));
          await dialogNamed(page, 'Complete your profile').waitFor();
          await shot('03-complete-profile');
          await closeDialog(page, 'Complete your profile');
          const welcome = dialogNamed(page, 'Welcome Bonus');
          await welcome.waitFor();
          await shot('04-welcome-bonus');
          await welcome.getByRole('button', { name: 'Claim', exact: true }).click();
          await toast(page, 'Bonus successfully redeemed').waitFor();
          const daily = dialogNamed(page, 'Daily Bonus');
          await daily.waitFor();
          await shot('05-daily-bonus');
          await daily.getByRole('button', { name: 'Claim Now' }).click();
          await daily.waitFor({ state: 'detached' });
          // No promotion on a page visit that had the bonus asks (decision 017).
          assert.deepEqual(await settleAppDialogs(page), []);
          assert.equal((await dialogSignal(page)).startupQueue, 'done');
          await shot('06-lobby');

          // The store: its own popup advertises the first-purchase bonus the player still has.
          await page
            .getByRole(phone ? 'navigation' : 'banner', phone ? { name: 'Quick links' } : {})
            .getByRole('link', { name: 'Get Coins' })
            .click();
          await page.getByRole('heading', { level: 1, name: 'Get Coins' }).waitFor();
          await dialogNamed(page, 'First Purchase Bonus').waitFor();
          await shot('07-store-popup');
          assert.deepEqual(await settleAppDialogs(page), ['First Purchase Bonus']);

          // The VIP page: its popup would advertise the VIP page itself, so none opens.
          await sidebarLink(page, phone, 'VIP');
          await page
            .getByRole('heading', { level: 1, name: 'Play more, rise higher, get more' })
            .waitFor();
          assert.deepEqual(await settleAppDialogs(page), []);
          await shot('08-vip');

          // Back to the lobby: the flash-sale promo, the visit's second promotion.
          await sidebarLink(page, phone, 'Lobby');
          await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
          await dialogNamed(page, FLASH_SALE_PROMO).waitFor();
          await shot('09-lobby-promo');
          assert.deepEqual(await settleAppDialogs(page), [FLASH_SALE_PROMO]);

          // A page load of the promotions page: SPEC's profile prompt (every page load), and its
          // own popup waits for the next visit: two promotions have opened in this one.
          await page.goto('/promotions-page');
          await dialogNamed(page, 'Complete your profile').waitFor();
          assert.deepEqual(await settleAppDialogs(page), ['Complete your profile']);
          assert.equal(pathnameOf(page), '/promotions-page');
          await shot('10-promotions');

          const titles = titlesSince(sightings, 0);
          const seen = sightings.map((s) => `${s.title} @ ${s.path}`).join(' | ');
          assert.deepEqual(
            titles,
            [
              // Sign Up takes the place of Create Username in the same dialog.
              'Create Username',
              'Email Verified',
              'Complete your profile',
              'Welcome Bonus',
              'Daily Bonus',
              'First Purchase Bonus',
              FLASH_SALE_PROMO,
              'Complete your profile',
            ],
            seen,
          );
          assert.ok(
            sightings.every((s) => s.path !== '/vip'),
            `nothing opens by itself on the VIP page: ${seen}`,
          );
          // Never more than one dialog on screen at a time.
          assert.ok(
            sightings.every((s) => s.open.length === 1),
            seen,
          );
        } finally {
          await context.close();
        }
      },
    );
  }
});
