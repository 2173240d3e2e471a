import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS, screenshot } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import { watchForAppearance } from '../support/dom-watch';
import { useJourneyEnvironment } from '../support/journey';
import { openAsNewPlayer } from '../support/store';

const header = '.site-header';
const balanceText = (page: Page, coin: 'gc' | 'sc') =>
  page.locator(`${header} .coin-switch__option--${coin} .coin-switch__amount`).textContent();

async function settle(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready');
}

describe('spin wheel journey', () => {
  const env = useJourneyEnvironment();

  it(
    'a player spins the wheel from the sidebar, wins, sees the balance rise, then the countdown',
    { timeout: 150_000 },
    async () => {
      const { context, page } = await openAsNewPlayer(env.browser, env.server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      try {
        const before = { gc: await balanceText(page, 'gc'), sc: await balanceText(page, 'sc') };

        // The sidebar's Spin Wheel button opens the full-screen wheel.
        await page.getByRole('button', { name: 'Spin Wheel', exact: true }).click();
        const wheel = dialogNamed(page, 'Spin Wheel');
        await wheel.waitFor();
        await wheel.getByRole('img', { name: /^Prize wheel: 1K GC, 0\.1 SC, 5K GC/ }).waitFor();
        await wheel.getByText('100K GC', { exact: true }).waitFor();
        await wheel.getByRole('button', { name: 'Mute sounds' }).waitFor();
        await settle(page);
        await screenshot(page, 'spin-wheel-01-wheel', { fullPage: false });

        // Spin: no close button while the wheel turns (0.7 s under reduced motion), then the
        // result. The turning state is watched from before the click, so no slow poll misses it.
        const turned = await watchForAppearance(
          page,
          '.spin-wheel:not(:has(button[aria-label="Close"])) button',
          'Spinning…',
        );
        await wheel.getByRole('button', { name: 'Spin', exact: true }).click();
        const won = wheel.getByText(/^You have won [\d,.]+ GC & [\d,.]+ SC$/);
        await won.waitFor({ timeout: 20_000 });
        assert.equal(await turned(), true, 'the wheel turned with no close button');
        await wheel.getByText('Spin again in 24 hours', { exact: true }).waitFor();
        await page.waitForTimeout(700);
        await screenshot(page, 'spin-wheel-02-result', { fullPage: false });

        // Close: the completion call credits the prize; the header balance changes.
        await wheel.getByRole('button', { name: 'Close', exact: true }).click();
        await wheel.waitFor({ state: 'detached' });
        // A function without inner helpers: tsx would add a __name helper the page lacks.
        await page.waitForFunction(
          ([selector, gc, sc]) =>
            document.querySelector(`${selector} .coin-switch__option--gc .coin-switch__amount`)
              ?.textContent !== gc ||
            document.querySelector(`${selector} .coin-switch__option--sc .coin-switch__amount`)
              ?.textContent !== sc,
          [header, before.gc, before.sc] as const,
        );
        const after = { gc: await balanceText(page, 'gc'), sc: await balanceText(page, 'sc') };
        assert.notDeepEqual(after, before, 'the header balance changed after the credit');

        // Reopen: already claimed, with the countdown to the next spin.
        await page.getByRole('button', { name: 'Spin Wheel', exact: true }).click();
        await wheel.waitFor();
        await wheel
          .getByText('You have already claimed your Spin wheel Prize', { exact: true })
          .waitFor();
        await wheel.getByText('Spin again in', { exact: true }).waitFor();
        const timer = wheel.getByRole('timer');
        await timer.waitFor();
        const first = await timer.textContent();
        assert.match(first ?? '', /^(23|24):\d\d:\d\d$/);
        await page.waitForFunction(
          (text) => document.querySelector('[role="timer"]')?.textContent !== text,
          first,
        );
        await settle(page);
        await screenshot(page, 'spin-wheel-03-countdown', { fullPage: false });
      } finally {
        await context.close();
      }
    },
  );
});
