import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS, openPage, pathnameOf, screenshot } from '../support/browser';
import { useJourneyEnvironment } from '../support/journey';
import { REPO_ROOT } from '../support/paths';
import { signInStaff } from '../support/staff';
import { closeAppDialogs, horizontalOverflow, openAsNewPlayer } from '../support/store';

/** A small real PNG of the repository, uploaded as the art (the server decodes it). */
const ART = path.join(REPO_ROOT, 'apps', 'web', 'public', 'icons', 'icon-512.png');

const LIVE_BANNER = 'Holiday Drops are live';
const FUTURE_BANNER = 'Spring Drops start soon';
const PROMOTION = 'Double Sweeps Weekend';
const PROMOTION_TERMS = 'One claim per player. Sweeps Coins from this offer must be played once.';
const PROMOTION_CTA = 'Shop the weekend';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A moment `offsetMs` from now as a datetime-local value in the browser's own time zone. */
const localInput = (page: Page, offsetMs: number): Promise<string> =>
  page.evaluate((offset) => {
    const at = new Date(Date.now() + offset);
    return new Date(at.getTime() - at.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
  }, offsetMs);

/** Opens a back-office section from the side navigation and waits for its heading. */
async function openSection(page: Page, label: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: label, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name: label }).waitFor();
}

/** Uploads the art through the form's file field and waits for its thumbnail. */
async function uploadArt(form: Locator, label: string): Promise<void> {
  await form.getByLabel(label, { exact: true }).setInputFiles(ART);
  await form.getByRole('img', { name: `${label} preview` }).waitFor();
}

/** Fills the banner form's texts and schedule (desktop art uploaded) and saves it. */
async function addBanner(
  page: Page,
  banner: { headline: string; startsIn: number; endsIn: number },
  screenshotName?: string,
): Promise<void> {
  await page.getByRole('button', { name: 'New banner' }).click();
  const form = page.getByRole('form', { name: 'New banner' });
  await form.getByLabel('Page', { exact: true }).selectOption('lobbySlider');
  await form.getByLabel('Visibility').selectOption('1');
  await form.getByLabel('Text one (eyebrow)').fill('Limited time');
  await form.getByLabel('Text two (headline)').fill(banner.headline);
  await form.getByLabel('Text three (small print)').fill('Bonus Sweeps Coins on every package');
  await form.getByLabel('Button text').fill('Get Coins');
  await form.getByLabel(/^Button link/).fill('store');
  await uploadArt(form, 'Desktop art');
  await form.getByLabel('Starts (optional)').fill(await localInput(page, banner.startsIn));
  await form.getByLabel('Ends (optional)').fill(await localInput(page, banner.endsIn));
  const preview = form.getByRole('region', { name: "Preview at the site's breakpoints" });
  await preview.getByText(banner.headline).first().waitFor();
  if (screenshotName) {
    await preview.scrollIntoViewIfNeeded();
    await screenshot(page, screenshotName, { fullPage: false });
  }
  await form.getByRole('button', { name: 'Save banner' }).click();
  await form.waitFor({ state: 'detached' });
}

describe('content editors (decision 059)', () => {
  // New lobby banners and a promotion for every player: on a server of its own, so the journeys
  // after it on the worker's shared server meet the lobby as seeded.
  const env = useJourneyEnvironment({ ownServer: true });

  it(
    'a content member schedules a banner and adds a promotion; a player sees them on the next page load',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      // The player is already on the lobby: the app holds the banners it read before the change.
      const player = await openAsNewPlayer(browser, server.baseUrl, { viewport: VIEWPORTS.laptop });
      const staff = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.laptop });
      try {
        const { page } = player;
        const slider = page.getByRole('region', { name: 'Promotions', exact: true });
        await slider.waitFor();

        // The content member adds a banner that is live now and one that starts in three days.
        const admin = staff.page;
        await signInStaff(admin, 'content');
        await openSection(admin, 'Banners');
        await addBanner(
          admin,
          { headline: LIVE_BANNER, startsIn: -5 * MINUTE, endsIn: 2 * DAY },
          'content-editors-01-banner-form',
        );
        await addBanner(admin, { headline: FUTURE_BANNER, startsIn: 3 * DAY, endsIn: 10 * DAY });
        const rows = admin.getByRole('listitem');
        await rows.filter({ hasText: LIVE_BANNER }).getByText('live', { exact: true }).waitFor();
        await rows
          .filter({ hasText: FUTURE_BANNER })
          .getByText('scheduled', { exact: true })
          .waitFor();
        await admin.evaluate('window.scrollTo(0, 0)');
        await screenshot(admin, 'content-editors-02-banners-list', { fullPage: true });

        // …and a promotion that ends in two days, with art, terms and a call to the store.
        await openSection(admin, 'Promotions');
        await admin.getByRole('button', { name: 'New promotion' }).click();
        const form = admin.getByRole('form', { name: 'New promotion' });
        await form.getByLabel('Title', { exact: true }).fill(PROMOTION);
        await form.getByLabel('Short text').fill('Every package gives 20% more Sweeps Coins.');
        await form.getByLabel('Call to action text').fill(PROMOTION_CTA);
        await form.getByLabel('Call to action goes to').selectOption('store');
        await form.getByLabel('Terms', { exact: true }).fill(PROMOTION_TERMS);
        await uploadArt(form, 'Desktop art');
        await form.getByLabel('Ends (optional)').fill(await localInput(admin, 2 * DAY));
        await screenshot(admin, 'content-editors-03-promotion-form', { fullPage: true });
        await form.getByRole('button', { name: 'Save promotion' }).click();
        await form.waitFor({ state: 'detached' });
        await admin
          .getByRole('listitem')
          .filter({ hasText: PROMOTION })
          .getByText('live', { exact: true })
          .waitFor();
        await screenshot(admin, 'content-editors-04-promotions-list', { fullPage: false });

        // The player's next page load shows the live banner in the slider, not the future one.
        await page.reload();
        await closeAppDialogs(page);
        const slide = page.locator('.banner-slider__slide', { hasText: LIVE_BANNER });
        await slide.waitFor({ state: 'attached' });
        const position = (await slide.getAttribute('aria-label'))?.split(' of ')[0];
        await slider.getByRole('button', { name: `Show promotion ${position}` }).click();
        await slider.getByRole('heading', { name: LIVE_BANNER }).waitFor();
        assert.equal(await page.getByText(FUTURE_BANNER).count(), 0, 'the future banner waits');
        await screenshot(page, 'content-editors-05-lobby-banner', { fullPage: false });

        // The promotions page lists the promotion; its terms open; its call leads to the store.
        await page.goto('/promotions-page');
        await closeAppDialogs(page);
        const card = page.getByRole('article', { name: PROMOTION });
        await card.getByText('Every package gives 20% more Sweeps Coins.').waitFor();
        await card.getByText(/^Ends in/).waitFor();
        const terms = card.getByText(PROMOTION_TERMS);
        assert.equal(await terms.isVisible(), false, 'the terms start folded');
        await card.getByText('Terms and conditions').click();
        await terms.waitFor();
        await screenshot(page, 'content-editors-06-promotions-desktop', { fullPage: false });
        await page.setViewportSize({ width: 375, height: 812 });
        await card.getByRole('link', { name: PROMOTION_CTA }).waitFor();
        assert.ok((await horizontalOverflow(page)) <= 0, 'the phone page fits its width');
        await card.scrollIntoViewIfNeeded();
        await screenshot(page, 'content-editors-07-promotions-phone', { fullPage: false });
        await card.getByRole('link', { name: PROMOTION_CTA }).click();
        await page.getByRole('heading', { level: 1, name: 'Get Coins' }).waitFor();
        assert.equal(pathnameOf(page), '/user/store');
      } finally {
        await staff.context.close();
        await player.context.close();
      }
    },
  );
});
