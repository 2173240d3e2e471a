import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, screenshot, VIEWPORTS } from '../support/browser';
import { freshTotpCode, openPlayerByEmail, signInStaff } from '../support/staff';
import { openAsNewPlayer } from '../support/store';
import { waitForText } from '../support/dom-watch';
import { useJourneyEnvironment } from '../support/journey';

const DESKTOP = { width: 1366, height: 800 } as const;

/** The SC the player's header shows (unplayed + redeemable). */
const scBalance = (page: Page) =>
  page.locator('.site-header .coin-switch__option--sc .coin-switch__amount').first();

describe('back office: staff and four-eyes adjustments', () => {
  const env = useJourneyEnvironment();

  it(
    'an admin adds a member, who enrols an authenticator (QR code and key) and signs in',
    { timeout: 120_000 },
    async () => {
      const { server, browser } = env;
      const admin = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
      const member = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
      try {
        await signInStaff(admin.page, 'admin');
        await admin.page.getByRole('link', { name: 'Staff' }).click();
        await admin.page.getByRole('button', { name: 'New member' }).click();
        const email = `new.finance.${Date.now()}@goldensweeps.test`;
        const create = admin.page.locator('form.staff-form');
        await create.getByLabel('Name').fill('Nova Finance');
        await create.getByLabel('Email').fill(email);
        await create.getByLabel('Role').selectOption('finance');
        await create.getByRole('button', { name: 'Create member' }).click();
        const password = (await admin.page.locator('.temporary-password').textContent()) ?? '';
        assert.ok(password.length >= 12, 'a temporary password is shown once');

        const { page } = member;
        await page.goto('/admin/sign-in');
        await page.getByLabel('Email').fill(email);
        await page.getByLabel('Password').fill(password);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.getByRole('heading', { name: 'Set up your authenticator' }).waitFor();
        await page.locator('img.enrol-qr').waitFor();
        await screenshot(page, 'admin-enrol-authenticator', { fullPage: false });
        const secret =
          (await page.getByLabel('Authenticator key').textContent())?.replace(/\s/g, '') ?? '';
        await page.getByLabel('Code from the app').fill(await freshTotpCode(secret));
        await page.getByRole('button', { name: 'Finish setup' }).click();
        await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
        await page.getByRole('button', { name: 'I have saved them' }).click();
        // Finance sees its sections and not the admin's.
        const nav = page.getByRole('navigation', { name: 'Sections' });
        await nav.getByRole('link', { name: 'Adjustments' }).waitFor();
        assert.equal(await nav.getByRole('link', { name: 'Staff' }).count(), 0);
      } finally {
        await member.context.close();
        await admin.context.close();
      }
    },
  );

  it(
    'finance credits 10 SC above the threshold, a second member approves, the player’s header updates live; support sees no adjust button',
    { timeout: 240_000 },
    async () => {
      const { server, browser } = env;
      const shopper = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      const admin = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
      const finance = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
      const support = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
      try {
        const startSc = (await scBalance(shopper.page).textContent()) ?? '';

        // The admin lowers the SC threshold so that 10 SC needs a second member; GC keeps its own.
        await signInStaff(admin.page, 'admin');
        await admin.page.getByRole('link', { name: 'Adjustments' }).click();
        await admin.page
          .getByText('Above 500,000.00 GC or 100.00 SC an adjustment waits')
          .waitFor();
        await admin.page.getByRole('button', { name: 'Change thresholds' }).click();
        await admin.page.getByLabel('SC approval threshold').fill('5');
        // A lower threshold tightens four eyes: it applies at once, with its reason (decision 058).
        await admin.page.getByLabel(/^Reason/).fill('Journey: 10 SC needs a second member');
        await admin.page.getByRole('button', { name: 'Save thresholds' }).click();
        await admin.page.getByText('Saved: the new thresholds apply now.').waitFor();
        await admin.page.getByText('Above 500,000.00 GC or 5.00 SC an adjustment waits').waitFor();

        // Finance asks for the credit from the player's page.
        await signInStaff(finance.page, 'finance');
        const playerId = await openPlayerByEmail(finance.page, shopper.player.email);
        await finance.page.getByRole('button', { name: 'Adjust balance' }).click();
        const form = finance.page.getByRole('dialog', { name: /Balance adjustment/ });
        await form.getByLabel('Account').selectOption('SC_UNPLAYED');
        await form.getByLabel('Amount').fill('10');
        await form.getByLabel('Reason').selectOption({ index: 1 });
        await form.getByLabel('Comment').fill('Goodwill for a slow withdrawal answer');
        await screenshot(finance.page, 'admin-adjust-balance', { fullPage: false });
        await form.getByRole('button', { name: 'Submit adjustment' }).click();
        await form.getByText('it waits for a second member’s approval').waitFor();
        await form.getByRole('button', { name: 'Done' }).click();
        // Nothing moved yet.
        assert.equal(await scBalance(shopper.page).textContent(), startSc);

        // Support reads the same player but has no adjust button.
        await signInStaff(support.page, 'support');
        await openPlayerByEmail(support.page, shopper.player.email);
        assert.equal(await support.page.getByRole('button', { name: 'Adjust balance' }).count(), 0);

        // The admin (a second member) approves; the player's header shows it without a reload.
        await admin.page.reload();
        const row = admin.page
          .getByRole('row')
          .filter({ hasText: `#${playerId}` })
          .filter({ hasText: 'Pending' });
        await row.getByRole('button', { name: 'Approve' }).click();
        await screenshot(admin.page, 'admin-approve-adjustment', { fullPage: false });
        await shopper.page.evaluate('window.__sameDocument = true');
        await admin.page.getByRole('button', { name: 'Confirm approval' }).click();
        const expected = (Number(startSc.replace(/,/g, '')) + 10).toFixed(2);
        await waitForText(shopper.page, scBalance(shopper.page), expected);
        assert.equal(await shopper.page.evaluate('window.__sameDocument === true'), true);
        await screenshot(shopper.page, 'player-header-after-adjustment', { fullPage: false });

        const audit = await admin.page.request.get(`/api/v1/admin/audit?playerId=${playerId}`);
        const actions = (
          (await audit.json()) as { data: { rows: { action: string }[] } }
        ).data.rows.map((r) => r.action);
        for (const action of ['player.view', 'adjustment.request', 'adjustment.approve'])
          assert.ok(actions.includes(action), `audit has ${action}: ${actions.join(', ')}`);

        // The audit log shows the amounts as amounts, not the hundredths it records.
        await admin.page.getByRole('link', { name: 'Audit log' }).click();
        await admin.page.getByLabel('Action').fill('adjustment.');
        const approved = admin.page
          .getByRole('row')
          .filter({ hasText: 'adjustment.approve' })
          .filter({ hasText: `#${playerId}` });
        const change = approved.locator('.audit-change');
        await change.waitFor();
        assert.match(
          (await change.textContent()) ?? '',
          /^status: PENDING, balance: \d{1,3}(,\d{3})*\.\d{2} → status: APPLIED, balance: \d{1,3}(,\d{3})*\.\d{2}$/,
        );
        assert.match((await change.getAttribute('title')) ?? '', /amount: 10\.00,/);
        await admin.page.getByLabel('Action').fill('settings.adjustments');
        await admin.page
          .getByText(
            'gcThreshold: 500,000.00, scThreshold: 100.00 → gcThreshold: 500,000.00, scThreshold: 5.00',
          )
          .first()
          .waitFor();
        await admin.page.getByLabel('Action').fill('adjustment.');
        await change.waitFor();
        await screenshot(admin.page, 'backoffice-audit-amounts', { fullPage: false });
      } finally {
        await support.context.close();
        await finance.context.close();
        await admin.context.close();
        await shopper.context.close();
      }
    },
  );
});
