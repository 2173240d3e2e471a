import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { openPage, screenshot, VIEWPORTS } from '../support/browser';
import { DEMO_PLAYER } from '../support/session';
import { openPlayerByEmail, signInStaff } from '../support/staff';
import { closeAppDialogs, openAsNewPlayer } from '../support/store';
import { useJourneyEnvironment } from '../support/journey';

const DESKTOP = { width: 1366, height: 800 } as const;

/** The player logs in and plays a dice round through the API, then rotates the seed (reveals it). */
async function playAndRevealRound(context: BrowserContext, baseUrl: string): Promise<void> {
  const api = context.request;
  const login = await api.post(`${baseUrl}/api/v1/user/login`, {
    data: {
      email: DEMO_PLAYER.email,
      password: Buffer.from(DEMO_PLAYER.password, 'utf8').toString('base64'),
      isTermsAccepted: true,
      stateRestrictionAccept: true,
    },
  });
  assert.equal(login.status(), 200, await login.text());
  const play = await api.post(`${baseUrl}/api/v1/casino-games/9/play`, {
    headers: { 'idempotency-key': randomUUID() },
    data: { coinType: 'GC', bet: 100, params: { target: 5000, direction: 'over' } },
  });
  assert.equal(play.status(), 200, await play.text());
  const rotate = await api.post(`${baseUrl}/api/v1/casino-games/fairness/rotate`, {
    data: { clientSeed: 'journey-seed' },
  });
  assert.equal(rotate.status(), 200, await rotate.text());
}

async function auditActions(page: Page, playerId: number): Promise<string[]> {
  const res = await page.request.get(`/api/v1/admin/audit?playerId=${playerId}&limit=200`);
  assert.equal(res.status(), 200);
  const body = (await res.json()) as { data: { rows: { action: string }[] } };
  return body.data.rows.map((row) => row.action);
}

describe('back office: players', () => {
  const env = useJourneyEnvironment();

  it(
    'support finds the demo player by email, reads the ledger and a round’s proof',
    { timeout: 120_000 },
    async () => {
      const { server, browser } = env;
      const player = await openPage(browser, server.baseUrl);
      await playAndRevealRound(player.context, server.baseUrl);
      await player.context.close();

      const { context, page } = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
      try {
        await signInStaff(page, 'support');
        await openPlayerByEmail(page, DEMO_PLAYER.email);
        await page.getByRole('heading', { name: /DemoPlayer/ }).waitFor();
        // Support reads; the account actions of compliance are not shown to it.
        assert.equal(await page.getByRole('button', { name: 'Restrict' }).count(), 0);
        assert.equal(await page.getByRole('button', { name: 'Suspend' }).count(), 0);
        // The KYC panel (documents, masked SSN) is compliance's and admin's: support sees the status.
        await page.locator('.player-header').getByText(/^KYC /).waitFor();
        assert.equal(await page.locator('.player-kyc-panel').count(), 0);
        await screenshot(page, 'admin-player-profile', { fullPage: false });

        await page.getByRole('tab', { name: 'Ledger' }).click();
        const ledger = page.getByRole('table', { name: 'Ledger' });
        await ledger.getByRole('row').filter({ hasText: 'bet' }).first().waitFor();
        assert.ok((await ledger.getByRole('row').count()) >= 4, 'seed credits and the round');
        await screenshot(page, 'admin-player-ledger', { fullPage: false });

        await page.getByRole('tab', { name: 'Game rounds' }).click();
        const rounds = page.getByRole('table', { name: 'Game rounds' });
        await rounds.getByRole('button', { name: 'Verified · proof' }).first().click();
        const proof = page.getByRole('dialog', { name: /^Round \d+$/ });
        await proof.getByText('Dice').waitFor();
        await proof.getByText('Verified', { exact: true }).waitFor();
        assert.match((await proof.locator('code').nth(1).textContent()) ?? '', /^[0-9a-f]{64}$/);
        await screenshot(page, 'admin-round-proof', { fullPage: false });
        await proof.getByRole('button', { name: 'Close' }).click();

        // Support may not read the audit log; compliance (below) may.
        assert.equal((await page.request.get('/api/v1/admin/audit')).status(), 403);
      } finally {
        await context.close();
      }
    },
  );

  it(
    'compliance restricts a player, whose next purchase meets the 3079 modal; suspending signs them out at once',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const shopper = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      const staff = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
      try {
        await signInStaff(staff.page, 'compliance');
        const playerId = await openPlayerByEmail(staff.page, shopper.player.email);
        await staff.page.locator('.player-kyc-panel summary').filter({ hasText: 'KYC' }).waitFor();
        await staff.page.getByRole('button', { name: 'Restrict' }).click();
        await staff.page.getByRole('button', { name: 'Lift restriction' }).waitFor();
        await staff.page.getByText('restricted', { exact: true }).first().waitFor();
        await screenshot(staff.page, 'admin-player-restricted', { fullPage: false });

        // The player buys: the server answers 3079 and the store shows its modal.
        const { page } = shopper;
        await page.goto('/user/store');
        await page.getByRole('heading', { level: 1, name: 'Get Coins' }).waitFor();
        await closeAppDialogs(page);
        const card = page.locator('[data-testid^="package-"]').first();
        await card.getByRole('button', { name: 'Buy' }).click();
        const summary = page.getByRole('dialog', { name: 'Order Summary' });
        await summary.getByRole('button', { name: /^Pay \$.* by card$/ }).click();
        const refused = page
          .getByRole('dialog', { name: 'Payment Error' })
          .filter({ hasText: 'You are restricted for this action.' });
        await refused.waitFor();
        await screenshot(page, 'player-restricted-3079', { fullPage: false });

        // Suspending the account signs the open page out at once.
        await page.goto('/');
        await closeAppDialogs(page);
        await staff.page.getByRole('button', { name: 'Suspend' }).click();
        const dialog = staff.page.getByRole('dialog', { name: 'Suspend account' });
        await dialog.getByLabel('Reason').fill('Chargeback under review');
        await dialog.getByRole('button', { name: 'Suspend account' }).click();
        // Pushed over the socket: the open page signs itself out, nobody reloads it.
        await page.locator('.guest-bar').getByRole('button', { name: 'Login' }).waitFor();
        await staff.page.getByText('suspended', { exact: true }).first().waitFor();
        await screenshot(staff.page, 'admin-player-suspended', { fullPage: false });

        const actions = await auditActions(staff.page, playerId);
        for (const action of ['player.view', 'player.flags', 'player.status.suspended'])
          assert.ok(actions.includes(action), `audit has ${action}: ${actions.join(', ')}`);
      } finally {
        await staff.context.close();
        await shopper.context.close();
      }
    },
  );
});
