import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, pathnameOf } from '../support/browser';
import { signInAsDemoPlayer } from '../support/session';
import { useJourneyEnvironment } from '../support/journey';

const PRIVATE_PATHS = ['/user/store', '/vip', '/user/account-details'];

describe('guard journey', () => {
  const env = useJourneyEnvironment();

  for (const privatePath of PRIVATE_PATHS) {
    it(
      `a logged-out visitor opening ${privatePath} lands on the lobby`,
      { timeout: 60_000 },
      async () => {
        const { server, browser } = env;
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
      const { server, browser } = env;
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
      const { server, browser } = env;
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
