import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, pathnameOf, screenshot } from '../support/browser';
import { useJourneyEnvironment } from '../support/journey';

/** The two screens of the walkthrough in issue 12. */
const DESKTOP = { width: 1366, height: 800 };
const PHONE = { width: 390, height: 844 };

/** The footer's legal links, the sweepstakes rules last (the journey goes on there). */
const FOOTER_LINKS = [
  { label: 'Terms and Conditions', slug: 'terms-and-conditions' },
  { label: 'Privacy Policy', slug: 'privacy-policy' },
  { label: 'Contact Us', slug: 'contact-us' },
  { label: 'Sweepstakes Rules', slug: 'sweepstakes-rules' },
] as const;

const PLACEHOLDER = 'The full text of this page will be published here shortly.';

/** Waits for the content page titled `title` and checks it shows the server's text. */
async function expectContentPage(page: Page, title: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: title, exact: true }).waitFor();
  const sections = page.locator('.cms-content h2');
  await sections.first().waitFor();
  assert.ok((await sections.count()) >= 3, `${title} has its section headings`);
  assert.equal(await page.getByText(PLACEHOLDER).count(), 0, `${title} is not a placeholder`);
}

async function expectNotFoundPage(page: Page): Promise<void> {
  await page.waitForURL((url) => url.pathname === '/404');
  await page.getByRole('heading', { level: 1, name: '404 : PAGE NOT FOUND' }).waitFor();
}

describe('content pages journey', () => {
  const env = useJourneyEnvironment();

  it(
    'the footer opens each legal page with its real text, and an unknown page is a 404',
    { timeout: 120_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
      try {
        await page.goto('/cms/responsible-gaming');
        await expectContentPage(page, 'Responsible Gaming');
        await page.evaluate('document.fonts.ready');
        await screenshot(page, 'content-01-responsible-gaming-desktop', { fullPage: false });

        const footer = page.getByRole('navigation', { name: 'Legal and help' });
        for (const { label, slug } of FOOTER_LINKS) {
          await footer.getByRole('link', { name: label, exact: true }).click();
          await page.waitForURL((url) => url.pathname === `/cms/${slug}`);
          await expectContentPage(page, label);
        }

        // The sweepstakes rules: the SPEC §1 wording, the free way in and the prize table.
        const content = page.locator('.cms-content');
        await content.getByText(/^NO PURCHASE NECESSARY/).waitFor();
        await content
          .getByRole('heading', { name: 'Free entry by mail (alternative method of entry)' })
          .waitFor();
        const prizes = content.getByRole('table', {
          name: 'Redeeming Sweeps Coins for cash prizes',
        });
        await prizes.getByRole('rowheader', { name: 'Prize value' }).waitFor();
        await prizes.scrollIntoViewIfNeeded();
        await screenshot(page, 'content-02-sweepstakes-rules-table-desktop', { fullPage: false });

        // A link inside the text moves within the app, without loading it again.
        await page.evaluate('window.__stillTheSameApp = true');
        await content.getByRole('link', { name: 'Terms and Conditions' }).first().click();
        await page.waitForURL((url) => url.pathname === '/cms/terms-and-conditions');
        await expectContentPage(page, 'Terms and Conditions');
        assert.equal(await page.evaluate('window.__stillTheSameApp'), true);
        await page.evaluate('window.scrollTo(0, 0)');
        await screenshot(page, 'content-03-terms-desktop', { fullPage: false });

        for (const unknown of ['/cms/no-such-page', '/cms/Not_A_Page']) {
          await page.goto(unknown);
          await expectNotFoundPage(page);
        }
        await screenshot(page, 'content-04-unknown-page-desktop', { fullPage: false });
      } finally {
        await context.close();
      }
    },
  );

  it("sign-up's terms link opens the terms in a new tab", { timeout: 90_000 }, async () => {
    const { server, browser } = env;
    const { context, page } = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
    try {
      await page.goto('/cms/privacy-policy');
      await expectContentPage(page, 'Privacy Policy');
      await page.locator('.guest-bar').getByRole('button', { name: 'Register' }).click();
      const usernameDialog = page.getByRole('dialog', { name: 'Create Username' });
      await usernameDialog.getByLabel('Username').fill(`terms${randomBytes(3).toString('hex')}`);
      await usernameDialog.getByRole('button', { name: 'Continue' }).click();
      const signUp = page.getByRole('dialog', { name: 'Sign Up' });
      await signUp.waitFor();

      const [terms] = await Promise.all([
        context.waitForEvent('page'),
        signUp.getByRole('link', { name: 'Terms and Conditions' }).click(),
      ]);
      await terms.waitForURL((url) => url.pathname === '/cms/terms-and-conditions');
      await expectContentPage(terms, 'Terms and Conditions');
      await terms.getByRole('heading', { level: 2, name: '1. Eligibility' }).waitFor();
      assert.equal(pathnameOf(page), '/cms/privacy-policy', 'the sign-up stays where it was');
      await signUp.waitFor();
    } finally {
      await context.close();
    }
  });

  it(
    'on a phone the legal text fits the screen and a table shows each row as labelled lines',
    { timeout: 60_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl, {
        viewport: PHONE,
        isMobile: true,
      });
      try {
        await page.goto('/cms/privacy-policy');
        await expectContentPage(page, 'Privacy Policy');
        await page.evaluate('document.fonts.ready');
        await screenshot(page, 'content-05-privacy-policy-phone', { fullPage: false });
        const table = page.getByRole('table', { name: 'How long we keep each kind of record' });
        await table.scrollIntoViewIfNeeded();
        await screenshot(page, 'content-06-privacy-table-phone', { fullPage: false });
        const pageWidth = Number(await page.evaluate('document.documentElement.scrollWidth'));
        assert.ok(pageWidth <= PHONE.width, `the page does not scroll sideways (${pageWidth}px)`);
        const frame = page.locator('.cms-content__table').filter({ has: table });
        const [frameWidth, tableWidth] = await frame.evaluate((element) => [
          element.clientWidth,
          element.scrollWidth,
        ]);
        assert.equal(tableWidth, frameWidth, 'every column of the table is in sight');
        const lastColumn = await table.getByText('Tax and accounting law').boundingBox();
        assert.ok(
          lastColumn && lastColumn.x + lastColumn.width <= PHONE.width,
          'last column in sight',
        );
      } finally {
        await context.close();
      }
    },
  );

  for (const [name, viewport, isMobile] of [
    ['desktop', DESKTOP, false],
    ['phone', PHONE, true],
  ] as const) {
    it(`coming soon plays its looping muted video (${name})`, { timeout: 60_000 }, async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl, { viewport, isMobile });
      try {
        await page.goto('/coming-soon');
        await page.getByRole('heading', { level: 1, name: 'Coming Soon' }).waitFor();
        const video = page.locator('video.coming-soon__video');
        await video.waitFor({ state: 'attached' });
        // Polled from here: a string predicate is evaluated in the page, where the CSP forbids eval.
        const playing = () =>
          video.evaluate((element) => {
            const v = element as unknown as {
              readyState: number;
              videoWidth: number;
              paused: boolean;
            };
            return v.readyState >= 2 && v.videoWidth > 0 && !v.paused;
          });
        const deadline = Date.now() + 15_000;
        while (!(await playing())) {
          assert.ok(Date.now() < deadline, 'the coming-soon video never started playing');
          await page.waitForTimeout(200);
        }
        const state = await page.evaluate(
          `(() => { const v = document.querySelector('video.coming-soon__video');
            return { autoplay: v.autoplay, muted: v.muted, loop: v.loop, inline: v.playsInline }; })()`,
        );
        assert.deepEqual(state, { autoplay: true, muted: true, loop: true, inline: true });
        await page.waitForTimeout(1_500);
        await screenshot(page, `content-07-coming-soon-${name}`, { fullPage: false });
      } finally {
        await context.close();
      }
    });
  }
});
