import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, pathnameOf } from '../support/browser';
import { useServer, type RunningServer } from '../support/server';

describe('deep link journey', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  before(
    async () => {
      server = await useServer();
      browser = await launchBrowser();
    },
    { timeout: 90_000 },
  );

  after(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('/games/category/Slots loads the app, not a server 404', { timeout: 60_000 }, async () => {
    assert.ok(server && browser);
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
    assert.ok(server && browser);
    const { context, page } = await openPage(browser, server.baseUrl);
    try {
      await page.goto('/thank-you');
      await page.getByRole('heading', { level: 1, name: 'Thank You for Signing Up!' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
