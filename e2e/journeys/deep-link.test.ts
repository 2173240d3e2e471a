import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, pathnameOf } from '../support/browser';
import { useJourneyEnvironment } from '../support/journey';

describe('deep link journey', () => {
  const env = useJourneyEnvironment();

  it('/games/category/Slots loads the app, not a server 404', { timeout: 60_000 }, async () => {
    const { server, browser } = env;
    const { context, page } = await openPage(browser, server.baseUrl);
    try {
      const response = await page.goto('/games/category/Slots');
      assert.equal(response?.status(), 200);
      assert.match(response?.headers()['content-type'] ?? '', /text\/html/);

      await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
      assert.equal(pathnameOf(page), '/games/category/Slots');
      await page.getByText('You must be 18 or older to play.').waitFor();
    } finally {
      await context.close();
    }
  });

  it('/thank-you shows its heading after a full page load', { timeout: 60_000 }, async () => {
    const { server, browser } = env;
    const { context, page } = await openPage(browser, server.baseUrl);
    try {
      await page.goto('/thank-you');
      await page.getByRole('heading', { level: 1, name: 'Thank You for Signing Up!' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
