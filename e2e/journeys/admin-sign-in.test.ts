import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, pathnameOf, screenshot } from '../support/browser';
import { useJourneyEnvironment } from '../support/journey';

/** Desktop-first, and usable on a tablet (issue 14). */
const ADMIN_VIEWPORTS = {
  desktop: { width: 1366, height: 800 },
  tablet: { width: 1024, height: 768 },
} as const;

/** The accessible name of the focused element (its label for a field). */
const focusedName = (page: Page): Promise<string> =>
  page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el) return '';
    if (el.labels && el.labels[0]) return el.labels[0].textContent.trim();
    return (el.textContent || '').trim();
  })()`) as Promise<string>;

describe('back office sign-in journey', () => {
  const env = useJourneyEnvironment();

  for (const [name, viewport] of Object.entries(ADMIN_VIEWPORTS)) {
    it(
      `/admin opens the back office sign-in, labelled and keyboard-reachable (${name})`,
      { timeout: 60_000 },
      async () => {
        const { context, page } = await openPage(env.browser, env.server.baseUrl, { viewport });
        try {
          await page.goto('/admin');
          await page.waitForURL((url) => url.pathname === '/admin/sign-in');
          await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
          assert.equal(await page.title(), 'Golden Sweeps — Back office');

          // Every field has a label; focus starts on the email and Tab walks the form in order.
          const email = page.getByLabel('Email');
          await email.waitFor();
          await page.getByLabel('Password').waitFor();
          await page.getByLabel('Authenticator code').waitFor();
          assert.equal(await focusedName(page), 'Email');
          const order = [];
          for (let step = 0; step < 3; step += 1) {
            await page.keyboard.press('Tab');
            order.push(await focusedName(page));
          }
          assert.deepEqual(order, ['Password', 'Authenticator code', 'Sign in']);

          // The form checks its fields before calling the server (the contracts' schemas).
          await page.keyboard.press('Enter');
          await page.getByText('Enter a valid email address').waitFor();
          await page.getByText('Enter your password').waitFor();
          await screenshot(page, `admin-sign-in-${name}`, { fullPage: false });
          assert.equal(pathnameOf(page), '/admin/sign-in');
        } finally {
          await context.close();
        }
      },
    );
  }

  it('the player site loads no byte of the back office', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl);
    try {
      const scripts: Promise<string>[] = [];
      const urls: string[] = [];
      page.on('response', (response) => {
        urls.push(new URL(response.url()).pathname);
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      });
      await page.goto('/');
      await page.getByRole('tab', { name: 'All Games', selected: true }).waitFor();
      await page.waitForLoadState('networkidle');
      assert.deepEqual(
        urls.filter((url) => url.startsWith('/admin')),
        [],
      );
      assert.ok(scripts.length > 0, 'the lobby loaded its scripts');
      for (const body of await Promise.all(scripts)) {
        assert.ok(!body.includes('Back office sign-in'), 'a player script holds back-office code');
      }
    } finally {
      await context.close();
    }
  });
});
