import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS, openPage, pathnameOf, screenshot } from '../support/browser';
import {
  DEMO_STARTUP_DIALOGS,
  closeDialogs,
  dialogNamed,
  settleAppDialogs,
} from '../support/dialogs';
import { signInAsDemoPlayer } from '../support/session';
import { useJourneyEnvironment } from '../support/journey';

/** A carousel or games section by its category name (its heading also carries the count). */
const section = (page: Page, name: string): Locator =>
  page.getByRole('region', { name: new RegExp(`^${name}(\\s|$)`) });

/** A game card by the game's name. */
const card = (scope: Page | Locator, name: string): Locator =>
  scope.getByRole('article', { name, exact: true });

/** Names of the game cards inside `scope`, in order. */
const cardNames = (scope: Locator): Promise<string[]> =>
  scope
    .getByRole('article')
    .evaluateAll((cards) => cards.map((c) => c.querySelector('h3')?.textContent?.trim() ?? ''));

/** The art of the game cards inside `scope`: whether each shows a real picture from /images/games/. */
interface LoadedImage {
  readonly complete: boolean;
  readonly naturalWidth: number;
  getAttribute(name: string): string | null;
}
const artLoaded = (scope: Locator): Promise<boolean[]> =>
  scope
    .locator('img.game-card__image')
    .evaluateAll((images) =>
      (images as unknown as LoadedImage[]).map(
        (img) =>
          img.complete &&
          img.naturalWidth > 0 &&
          img.getAttribute('src')?.startsWith('/images/games/') === true,
      ),
    );

const toast = (page: Page, text: string): Locator =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

describe('lobby and game catalogue journey', () => {
  const env = useJourneyEnvironment();

  it(
    'a visitor browses tabs and carousels of real game art, searches, and is asked to log in to play',
    { timeout: 90_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        await page.goto('/');
        const tabs = page.getByRole('tablist', { name: 'Game categories' });
        await tabs.getByRole('tab', { name: 'All Games', selected: true }).waitFor();
        for (const name of ['Popular', 'Slots', 'Table Games', 'Scratchers']) {
          await tabs.getByRole('tab', { name }).waitFor();
        }

        const popular = section(page, 'Popular');
        await popular.waitFor();
        await card(popular, "Pharaoh's Fortune").waitFor();
        // A function, not a string: the page's CSP refuses eval (decision 022).
        await page.waitForFunction(() =>
          Array.from(document.querySelectorAll<HTMLImageElement>('img.game-card__image'))
            .slice(0, 8)
            .every((img) => img.complete && img.naturalWidth > 0),
        );
        const popularArt = await artLoaded(popular);
        assert.ok(popularArt.length >= 8, 'the Popular carousel shows its games');
        assert.ok(popularArt.slice(0, 8).every(Boolean), 'the first view shows real game art');
        assert.equal(
          await popular.getByRole('link', { name: 'View all Popular' }).getAttribute('href'),
          '/games/category/Popular',
        );
        assert.equal(
          await page.getByRole('button', { name: /^Favorite / }).count(),
          0,
          'visitors get no favourite hearts',
        );
        // The banner slider shows the visitors' campaigns.
        await page
          .getByRole('region', { name: 'Promotions' })
          .getByRole('heading', { name: '50,000 GC + 2 SC Free' })
          .waitFor();
        await page.getByRole('region', { name: 'Live Wins' }).waitFor();
        await page.getByRole('heading', { name: /New to Golden Sweeps/ }).waitFor();
        await page.evaluate('document.fonts.ready');
        await screenshot(page, 'lobby-catalogue-01-visitor-desktop');

        // A tab shows that category's games.
        await tabs.getByRole('tab', { name: 'Table Games' }).click();
        const tableGames = page.getByRole('tabpanel', { name: 'Table Games' });
        await card(tableGames, 'Blackjack').waitFor();
        assert.deepEqual(await cardNames(tableGames), ['European Roulette', 'Blackjack']);
        await tabs.getByRole('tab', { name: 'All Games' }).click();

        // Search (debounced) shows a flat grid of what matches.
        await page.getByRole('searchbox', { name: 'Search games' }).fill('drag');
        const results = section(page, 'Results for “drag”');
        await card(results, 'Dragon Pearls').waitFor();
        assert.deepEqual(await cardNames(results), ['Dragon Pearls']);
        assert.equal(await section(page, 'Popular').count(), 0, 'the carousels make way');
        await screenshot(page, 'lobby-catalogue-02-visitor-search', { fullPage: false });

        await card(results, 'Dragon Pearls').getByRole('button', { name: 'Play Now' }).click();
        await dialogNamed(page, 'Login').waitFor();
        assert.equal(pathnameOf(page), '/', 'a visitor stays in the lobby');
        await screenshot(page, 'lobby-catalogue-03-visitor-play-now-login', { fullPage: false });

        // The scratchers category page leads with its banner.
        await page.goto('/games/category/Scratchers');
        await page.getByRole('heading', { level: 1, name: /^Scratchers/ }).waitFor();
        await page.getByRole('heading', { name: 'Instant prizes on every card' }).waitFor();
        await card(page, 'Lucky 7s Scratch').waitFor();
        await page.evaluate('window.scrollTo(0, 0)');
        await screenshot(page, 'lobby-catalogue-04-visitor-scratchers');

        // Favourites belong to a player: a visitor is asked to log in.
        await page.goto('/games/category/Favorite%20Games');
        await page.getByText('Log in to see your Favorite Games').waitFor();
      } finally {
        await context.close();
      }
    },
  );

  it(
    'a signed-in player hearts a game, plays it, and finds it under Favorite Games and Recently Played',
    { timeout: 120_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: server.baseUrl,
        });
        await signInAsDemoPlayer(context, server.baseUrl);
        await page.goto('/');
        await closeDialogs(page, DEMO_STARTUP_DIALOGS);

        // The sidebar: Recently Played, Favorite Games and the 'Social Casino' categories.
        const sidebar = page
          .getByRole('complementary', { name: 'Main menu' })
          .getByRole('navigation', { name: 'Site' });
        const accordion = sidebar.getByRole('button', { name: 'Social Casino' });
        assert.equal(await accordion.getAttribute('aria-expanded'), 'true');
        for (const name of ['Popular', 'New Releases', 'Slots', 'Originals', 'Table Games']) {
          await sidebar.getByRole('link', { name, exact: true }).waitFor();
        }
        assert.equal(
          await sidebar.getByRole('link', { name: 'Scratchers' }).count(),
          0,
          'the scratchers category stays out of the sidebar',
        );
        await accordion.click();
        assert.equal(await accordion.getAttribute('aria-expanded'), 'false');
        assert.equal(await sidebar.getByRole('link', { name: 'Slots', exact: true }).count(), 0);
        await accordion.click();

        // The favourite heart flips at once on every card of the game.
        const slots = section(page, 'Slots');
        const heart = card(slots, 'Dragon Pearls').getByRole('button', {
          name: 'Favorite Dragon Pearls',
        });
        if ((await heart.getAttribute('aria-pressed')) === 'true') {
          await heart.click();
          await toast(page, 'Removed from Favorites').waitFor();
        }
        await heart.click();
        await toast(page, 'Added to Favorites').waitFor();
        assert.equal(await heart.getAttribute('aria-pressed'), 'true');
        const everyHeart = page.getByRole('button', { name: 'Favorite Dragon Pearls' });
        assert.deepEqual(
          await everyHeart.evaluateAll((buttons) =>
            buttons.map((b) => b.getAttribute('aria-pressed')),
          ),
          Array.from({ length: await everyHeart.count() }, () => 'true'),
        );

        // The referral link, with its copy button.
        const referral = page.getByRole('region', { name: 'Refer a Friend' });
        const link = await referral
          .getByRole('textbox', { name: 'Your referral link' })
          .inputValue();
        assert.match(link, /\/\?referralcode=\S+$/);
        await referral.getByRole('button', { name: 'Copy' }).click();
        await toast(page, 'Referral link Copied').waitFor();
        await page.evaluate('document.fonts.ready');
        await page.evaluate('window.scrollTo(0, 0)');
        await screenshot(page, 'lobby-catalogue-05-player-desktop');

        // Favorite Games lists it.
        await sidebar.getByRole('link', { name: 'Favorite Games' }).click();
        await page.waitForURL('**/games/category/Favorite%20Games');
        await page.getByRole('heading', { level: 1, name: /^Favorite Games/ }).waitFor();
        await card(page, 'Dragon Pearls').waitFor();
        await screenshot(page, 'lobby-catalogue-06-favorite-games');

        // Play Now opens the game page: no footer, the stage where the game mounts.
        await card(page, 'Dragon Pearls').getByRole('button', { name: 'Play Now' }).click();
        await page.waitForURL(/\/game-play\/\d+$/);
        const gameId = pathnameOf(page).split('/').pop();
        assert.equal(pathnameOf(page), `/game-play/${gameId}`);
        await page.getByRole('heading', { level: 1, name: 'Dragon Pearls' }).waitFor();
        // The game client of the game's engine mounts in the stage.
        await page.getByTestId('game-stage').waitFor();
        assert.equal(await page.locator('footer.site-footer').count(), 0, 'no footer');
        await screenshot(page, 'lobby-catalogue-07-game-play');

        // Back to the lobby, then Recently Played lists it.
        await page.getByRole('link', { name: 'Back to Lobby' }).click();
        await page.waitForURL((url) => url.pathname === '/');
        // A new lobby visit may open the visit's promotion (the flash-sale offer) by itself.
        await settleAppDialogs(page);
        await sidebar.getByRole('link', { name: 'Recently Played' }).click();
        await page.waitForURL('**/games/category/Recently%20Played');
        await page.getByRole('heading', { level: 1, name: /^Recently Played/ }).waitFor();
        const recent = page.getByRole('region', { name: /^Recently Played/ });
        await card(recent, 'Dragon Pearls').waitFor();
        assert.equal((await cardNames(recent))[0], 'Dragon Pearls', 'the last game comes first');

        // The view-all icon of a carousel opens its category page.
        await sidebar.getByRole('link', { name: 'Lobby', exact: true }).click();
        await section(page, 'Slots').getByRole('link', { name: 'View all Slots' }).click();
        await page.waitForURL('**/games/category/Slots');
        const slotsPage = page.getByRole('region', { name: /^Slots/ });
        await slotsPage.getByRole('heading', { level: 1, name: /^Slots/ }).waitFor();
        await card(slotsPage, 'Dragon Pearls').waitFor();
        assert.deepEqual((await cardNames(slotsPage)).sort(), [
          'Dragon Pearls',
          'Neon Nights',
          "Pharaoh's Fortune",
          'Wild Buffalo Gold',
        ]);
        await screenshot(page, 'lobby-catalogue-08-category-slots');
      } finally {
        await context.close();
      }
    },
  );

  it(
    'a visitor on a 375 px phone gets two games per view and Play Now on every tile',
    { timeout: 60_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl, {
        viewport: VIEWPORTS.mobile,
        isMobile: true,
      });
      try {
        await page.goto('/');
        const popular = section(page, 'Popular');
        await card(popular, "Pharaoh's Fortune").waitFor();
        const widths = (await page.evaluate(`(() => {
          const track = document.querySelector('.games-carousel__track');
          const slide = track.querySelector('.games-carousel__slide');
          return { track: track.clientWidth, slide: slide.getBoundingClientRect().width };
        })()`)) as { track: number; slide: number };
        const perView = Math.round((widths.track + 10) / (widths.slide + 10));
        assert.equal(perView, 2, 'two games per view under 767 px');
        const playNow = card(popular, "Pharaoh's Fortune").getByRole('button', {
          name: 'Play Now',
        });
        assert.equal(
          await playNow.evaluate(
            (button) =>
              (
                globalThis as unknown as { getComputedStyle(e: unknown): { opacity: string } }
              ).getComputedStyle(button).opacity,
          ),
          '1',
          'touch screens show Play Now without hovering',
        );
        const overflow = await page.evaluate(
          'document.documentElement.scrollWidth - window.innerWidth',
        );
        assert.equal(overflow, 0, 'nothing is wider than the phone screen');
        await page.evaluate('document.fonts.ready');
        await screenshot(page, 'lobby-catalogue-09-mobile-first-screen', { fullPage: false });
        await screenshot(page, 'lobby-catalogue-10-mobile');

        await page.goto('/games/category/Slots');
        await card(page, 'Dragon Pearls').waitFor();
        await screenshot(page, 'lobby-catalogue-11-mobile-category', { fullPage: false });
      } finally {
        await context.close();
      }
    },
  );
});
