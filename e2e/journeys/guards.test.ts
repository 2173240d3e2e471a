import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, pathnameOf } from '../support/browser';
import { useServer, type RunningServer } from '../support/server';
import { signInAsDemoPlayer } from '../support/session';

const PRIVATE_PATHS = ['/user/store', '/vip', '/user/account-details'];

describe('guard journey', () => {
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

  for (const privatePath of PRIVATE_PATHS) {
    it(
      `a logged-out visitor opening ${privatePath} lands on the lobby`,
      { timeout: 60_000 },
      async () => {
        assert.ok(server && browser);
        const { context, page } = await openPage(browser, server.baseUrl);
        try {
          await page.goto(privatePath);
          await page.waitForURL((url) => url.pathname === '/');
          assert.equal(pathnameOf(page), '/');
          await page.getByRole('tab', { name: 'All Games' }).waitFor();
          await page.getByRole('button', { name: 'Login' }).first().waitFor();
        } finally {
          await context.close();
        }
      },
    );
  }

  it(
    'the authenticated flag without a stored username is not enough',
    { timeout: 60_000 },
    async () => {
      assert.ok(server && browser);
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        await context.addInitScript({
          content: `localStorage.setItem('isAuthenticated', 'true');`,
        });
        await page.goto('/vip');
        await page.waitForURL((url) => url.pathname === '/');
      } finally {
        await context.close();
      }
    },
  );

  it(
    'a signed-in player reaches the store and sees the player header',
    { timeout: 60_000 },
    async () => {
      assert.ok(server && browser);
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        await signInAsDemoPlayer(context, server.baseUrl);
        await page.goto('/user/store');
        await page.getByRole('heading', { level: 1, name: 'Get Coins' }).waitFor();
        assert.equal(pathnameOf(page), '/user/store');
        await page.getByRole('list', { name: 'Coin packages' }).waitFor();
        await page.getByRole('group', { name: 'Coin type' }).waitFor();
      } finally {
        await context.close();
      }
    },
  );
});
