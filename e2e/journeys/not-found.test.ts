import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, pathnameOf, screenshot } from '../support/browser';
import { useJourneyEnvironment } from '../support/journey';

describe('404 journey', () => {
  const env = useJourneyEnvironment();

  it(
    'an unknown path lands on /404 and Back to Home Page returns to the lobby',
    { timeout: 60_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        const response = await page.goto('/this/does/not/exist');
        assert.equal(response?.status(), 200, 'the server answers deep links with the app');

        await page.waitForURL((url) => url.pathname === '/404');
        const heading = page.getByRole('heading', { level: 1 });
        await heading.waitFor();
        assert.equal(await heading.textContent(), '404 : PAGE NOT FOUND');
        await page
          .getByText("The page you are looking for doesn't exist.", { exact: true })
          .waitFor();
        assert.equal(await page.locator('footer').count(), 0, 'no footer on the 404 page');
        assert.equal(await page.locator('header').count(), 0, 'no header on the 404 page');
        await screenshot(page, 'not-found-desktop');

        await page.getByRole('button', { name: 'Back to Home Page' }).click();

        await page.waitForURL((url) => url.pathname === '/');
        assert.equal(pathnameOf(page), '/');
        await page.getByRole('tab', { name: 'All Games', selected: true }).waitFor();
        await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
      } finally {
        await context.close();
      }
    },
  );
});
