import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { DEMO_STARTUP_DIALOGS, closeDialogs } from '../support/dialogs';
import { signInAsDemoPlayer } from '../support/session';
import { useJourneyEnvironment } from '../support/journey';

describe('lobby journey', () => {
  const env = useJourneyEnvironment();

  it(
    'a visitor on a desktop sees the banner, All Games, search and the legal footer',
    { timeout: 60_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      try {
        await page.goto('/');
        await page.getByRole('region', { name: 'Promotions' }).waitFor();
        await page.getByRole('tab', { name: 'All Games', selected: true }).waitFor();
        await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
        await page.getByRole('button', { name: 'Register' }).first().waitFor();
        await page.getByText('You must be 18 or older to play.').waitFor();
        assert.equal(
          await page.locator('.bottom-nav').isVisible(),
          false,
          'no bottom nav on desktop',
        );
        await page.evaluate('document.fonts.ready');
        await screenshot(page, 'lobby-desktop');

        await page.mouse.wheel(0, 400);
        await page.locator('header.guest-bar.scrolled').waitFor();

        await page.getByRole('searchbox', { name: 'Search games' }).fill('blackjack');
        await page
          .getByRole('region', { name: /^Results for “blackjack”/ })
          .getByRole('article', { name: 'Blackjack', exact: true })
          .waitFor();
      } finally {
        await context.close();
      }
    },
  );

  it('a visitor on a 375 px phone gets the bottom navigation', { timeout: 60_000 }, async () => {
    const { server, browser } = env;
    const { context, page } = await openPage(browser, server.baseUrl, {
      viewport: VIEWPORTS.mobile,
      isMobile: true,
    });
    try {
      await page.goto('/lobby');
      const bottomNav = page.getByRole('navigation', { name: 'Quick links' });
      await bottomNav.waitFor();
      assert.equal(await bottomNav.isVisible(), true);
      await page.getByRole('tab', { name: 'All Games' }).waitFor();
      await page.evaluate('document.fonts.ready');
      const overflow = await page.evaluate(
        'document.documentElement.scrollWidth - window.innerWidth',
      );
      assert.equal(overflow, 0, 'nothing is wider than the phone screen');
      await screenshot(page, 'lobby-mobile');
      await screenshot(page, 'lobby-mobile-first-screen', { fullPage: false });
    } finally {
      await context.close();
    }
  });

  it('a signed-in player sees the sidebar and the GC/SC switch', { timeout: 60_000 }, async () => {
    const { server, browser } = env;
    const { context, page } = await openPage(browser, server.baseUrl, {
      viewport: VIEWPORTS.desktop,
    });
    try {
      await signInAsDemoPlayer(context, server.baseUrl);
      await page.goto('/');
      await page.getByRole('complementary', { name: 'Main menu' }).waitFor();
      await closeDialogs(page, DEMO_STARTUP_DIALOGS);
      const gc = page.getByRole('button', { name: /Gold Coins balance/ });
      assert.equal(await gc.getAttribute('aria-pressed'), 'true', 'GC is the default coin type');
      await page.getByRole('button', { name: /Sweepstakes Coins balance/ }).click();
      assert.equal(await page.evaluate("localStorage.getItem('coinType')"), 'SC');
      await page.evaluate('document.fonts.ready');
      await screenshot(page, 'lobby-signed-in-desktop');
    } finally {
      await context.close();
    }
  });
});
