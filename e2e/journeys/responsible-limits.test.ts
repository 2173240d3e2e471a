import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { formatUsd, fromDecimal } from '@app/contracts/money';
import { useJourneyEnvironment } from '../support/journey';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import {
  closeAppDialogs,
  findPackage,
  horizontalOverflow,
  openAsNewPlayer,
} from '../support/store';
import { openPlayerByEmail, signInStaff } from '../support/staff';
import { toast } from '../support/toasts';

async function settle(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready');
}

describe('responsible gaming: limits', () => {
  const env = useJourneyEnvironment();

  it(
    'a player sets a daily purchase limit below a package price and the store refuses that package with the limit message',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const { context, page, player } = await openAsNewPlayer(browser, server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      // The limit set, as the player and compliance read it.
      let limitText: string;
      try {
        const pkg = await findPackage(
          page,
          (p) => p.amount >= 5 && !p.welcomePurchaseBonusApplicable,
        );
        const price = fromDecimal(pkg.amount);
        const limit = price - 1; // one cent under the price
        limitText = formatUsd(limit);

        await page.goto('/responsible-gambling');
        await page.getByRole('heading', { level: 1, name: 'Responsible Gaming' }).waitFor();
        await closeAppDialogs(page);
        await page.getByText('You have no limits yet. Set one below.').waitFor();

        // Keyboard only: the purchase form's period, amount and button.
        const form = page.getByRole('form', { name: 'Purchase limit' });
        await form.getByLabel('Period').selectOption('daily');
        await form.getByLabel('Limit (USD)').fill((limit / 100).toFixed(2));
        await form.getByLabel('Limit (USD)').press('Tab');
        await page.keyboard.press('Enter');
        await toast(page, `Your daily purchase limit is now ${limitText}.`).waitFor();
        const list = page.getByRole('list', { name: 'Your limits' });
        await list.getByText('Daily purchase limit').waitFor();
        await list.getByText(limitText).waitFor();
        assert.equal(await horizontalOverflow(page), 0, 'the page fits the screen');
        await settle(page);
        await screenshot(page, 'limits-01-set', { fullPage: true });

        // A raise waits 24 hours: shown with 'Cancel change'.
        await form.getByLabel('Limit (USD)').fill('1000');
        await form.getByRole('button', { name: 'Change limit' }).click();
        await toast(page, `Your daily purchase limit goes up to $1,000.00 in 24 hours.`).waitFor();
        await list.getByText(/^Goes up to \$1,000\.00 on /).waitFor();
        await settle(page);
        await screenshot(page, 'limits-02-pending-raise', { fullPage: false });
        await list.getByRole('button', { name: 'Cancel change of daily purchase limit' }).click();
        await toast(
          page,
          `The change is cancelled. Your daily purchase limit stays at ${limitText}.`,
        ).waitFor();
        await list.getByRole('button', { name: 'Remove daily purchase limit' }).waitFor();

        // The store: the package over the limit is refused with the server's message.
        await page.goto('/user/store');
        await page.getByRole('heading', { level: 1, name: 'Get Coins' }).waitFor();
        await closeAppDialogs(page);
        const card = page.getByTestId(`package-${pkg.packageId}`);
        await card.scrollIntoViewIfNeeded();
        await card.getByRole('button', { name: 'Buy' }).click();
        const summary = dialogNamed(page, 'Order Summary');
        await summary.getByTestId('order-summary').waitFor();
        await summary.getByRole('button', { name: /^Pay \$.* by card$/ }).click();
        const message = `This purchase of ${formatUsd(price)} would go over your daily purchase limit of ${limitText}. You have ${limitText} left of it today.`;
        const refusal = dialogNamed(page, 'Payment Error').filter({ hasText: message });
        await refusal.waitFor();
        await settle(page);
        await screenshot(page, 'limits-03-store-refusal', { fullPage: false });
        assert.equal(new URL(page.url()).pathname, '/user/store', 'the player stays in the store');
      } finally {
        await context.close();
      }

      // Compliance sees the limit and its history on the player's page; nothing there loosens it.
      const staff = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.desktop });
      try {
        await signInStaff(staff.page, 'compliance');
        await openPlayerByEmail(staff.page, player.email);
        const panel = staff.page.locator('details.player-safety-panel');
        await panel.getByText('Responsible play', { exact: true }).click();
        await panel.getByRole('heading', { name: 'Limits' }).waitFor();
        const limits = panel.getByRole('table', { name: 'Limits' });
        const row = limits.getByRole('row').filter({ hasText: 'Purchase' });
        await row.getByText(limitText).waitFor();
        await panel.getByRole('heading', { name: 'Limit history' }).waitFor();
        await panel.getByText(/Asked to raise the daily purchase limit/).waitFor();
        assert.equal(
          await panel.getByRole('button', { name: /remove|raise|loosen/i }).count(),
          0,
          'staff cannot loosen a limit',
        );
        await settle(staff.page);
        await screenshot(staff.page, 'limits-04-compliance-view', { fullPage: true });
      } finally {
        await staff.context.close();
      }
    },
  );
});
