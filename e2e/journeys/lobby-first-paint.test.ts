import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Browser, Page } from 'playwright-core';
import { STEP_TIMEOUT_MS, VIEWPORTS } from '../support/browser';
import { useJourneyEnvironment } from '../support/journey';

/** What a visitor sees first: the server paints it before the app runs, the app then draws over it. */
const FIRST_SCREEN = [
  '.guest-bar',
  '.guest-bar .logo',
  '.guest-bar__actions .btn--ghost',
  '.guest-bar__actions .btn--primary',
  '.banner-slider',
  '.promo-banner__art img',
  '.promo-banner__eyebrow',
  '.promo-banner__title',
  '.promo-banner__text',
  '.promo-banner__action',
  '.banner-slider__dots',
  '.banner-slider__arrow--next',
  '.bottom-nav',
  '.bottom-nav__item.is-active',
  '.bottom-nav__item--primary',
] as const;

type Boxes = Record<string, string | null>;

/**
 * Where each first-screen element sits on `/`, with or without the app's script. With the app,
 * the elements the server painted are awaited first (the app draws some of them after its own
 * requests), so a slow machine measures the finished screen.
 */
async function firstScreenBoxes(
  browser: Browser,
  baseUrl: string,
  viewport: { width: number; height: number },
  withApp: boolean,
  painted: readonly string[] = [],
): Promise<{ boxes: Boxes; text: string }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    isMobile: viewport.width < 767,
    javaScriptEnabled: withApp,
    reducedMotion: 'reduce',
  });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    await page.goto('/');
    if (withApp) await page.getByRole('tab', { name: 'All Games', selected: true }).waitFor();
    else await page.locator('.promo-banner__art img').waitFor();
    for (const selector of painted) await page.locator(selector).first().waitFor();
    await page.evaluate('document.fonts.ready');
    const boxes: Boxes = {};
    for (const selector of FIRST_SCREEN) {
      const box = await page
        .locator(selector)
        .first()
        .boundingBox({ timeout: 1_000 })
        .catch(() => null);
      boxes[selector] =
        box && [box.x, box.y, box.width, box.height].map((v) => v.toFixed(1)).join(' ');
    }
    const text = (await page.locator('.banner-slider__slide').first().innerText()).trim();
    return { boxes, text };
  } finally {
    await context.close();
  }
}

/** The page's stylesheets: `inline` for a `<style>` element, else the file's path. */
const styleSheetsOf = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.styleSheets, (sheet) =>
      sheet.href ? new URL(sheet.href).pathname : 'inline',
    ),
  );

describe('lobby first paint journey', () => {
  const env = useJourneyEnvironment();

  it("paints from the page's own CSS, then loads the app and its stylesheet (decision 069)", async () => {
    const { server, browser } = env;
    const context = await browser.newContext({ baseURL: server.baseUrl });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(STEP_TIMEOUT_MS);
      const response = await page.goto('/');
      const html = (await response?.text()) ?? '';
      // The first screen needs no file but its banner art: no stylesheet link but the no-script one.
      assert.match(html, /<style>/);
      assert.match(html, /<script type="module" crossorigin src="\/assets\/boot-[^"]+\.js">/);
      assert.equal(html.match(/<link rel="stylesheet"/g)?.length, 1);
      assert.match(html, /<noscript><link rel="stylesheet"[^>]*><\/noscript>/);
      await page.getByRole('tab', { name: 'All Games', selected: true }).waitFor();
      const sheets = await styleSheetsOf(page);
      assert.equal(sheets[0], 'inline');
      assert.ok(
        sheets.some((sheet) => /^\/assets\/app-[^/]+\.css$/.test(sheet)),
        `the app's stylesheet is loaded: ${sheets.join(', ')}`,
      );
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`the server's first paint of a visitor's lobby is laid out as the app lays it out (${name})`, async () => {
      const { server, browser } = env;
      const before = await firstScreenBoxes(browser, server.baseUrl, viewport, false);
      const painted = FIRST_SCREEN.filter((selector) => before.boxes[selector] !== null);
      const after = await firstScreenBoxes(browser, server.baseUrl, viewport, true, painted);
      assert.notEqual(before.boxes['.promo-banner__title'], null, 'the banner is painted first');
      assert.deepEqual(before.boxes, after.boxes);
      assert.equal(before.text, after.text);
    });
  }
});
