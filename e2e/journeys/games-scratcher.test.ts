import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { signInAsDemoPlayer } from '../support/session';
import {
  dismissDialogs,
  coins,
  headerReads,
  overflow,
  openGameFromLobby,
  type PlayAnswer,
} from '../support/game-page';
import { useJourneyEnvironment } from '../support/journey';

/** Drags the mouse across `rows` lines of the foil, like a finger scratching. */
async function scratch(page: Page, rows: number, from = 0.1, to = 0.9): Promise<void> {
  const foil = page.locator('canvas.scratch-foil');
  await foil.scrollIntoViewIfNeeded();
  const box = await foil.boundingBox();
  assert.ok(box, 'the foil is on screen');
  for (let row = 0; row < rows; row += 1) {
    const y = box.y + box.height * (from + ((to - from) * row) / Math.max(1, rows - 1));
    await page.mouse.move(box.x + 4, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width - 4, y, { steps: 14 });
    await page.mouse.up();
  }
}

describe('scratch card journey', () => {
  const env = useJourneyEnvironment();

  it(
    'a player buys a card from the lobby, scratches it, sees the balance move and verifies the card',
    { timeout: 150_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        const { gameId, gcBefore: before } = await openGameFromLobby(
          context,
          page,
          server.baseUrl,
          'Lucky 7s Scratch',
        );
        await page.getByRole('heading', { level: 1, name: 'Lucky 7s Scratch' }).waitFor();
        const stage = page.getByTestId('game-stage');
        const buy = stage.getByRole('button', { name: 'Buy card' });
        await buy.waitFor();
        await page.evaluate('document.fonts.ready');
        await screenshot(page, 'games-scratcher-01-desktop-ready', { fullPage: false });

        const answer = page.waitForResponse(
          (response) =>
            response.url().endsWith(`/casino-games/${gameId}/play`) &&
            response.request().method() === 'POST',
        );
        await buy.click();
        const played = ((await (await answer).json()) as PlayAnswer).data;
        await headerReads(page, coins(played.balanceAfter));
        assert.equal(
          Math.round((Number(before.replace(/,/g, '')) - played.bet + played.payout) * 100),
          Math.round(played.balanceAfter * 100),
          'the header moved by the prize less the card price',
        );

        // Scratch the top row with the mouse: those cells show their symbols.
        await stage.getByText('Scratch the foil · 0 of 9 revealed').waitFor();
        await scratch(page, 5, 0.04, 0.3);
        await stage.getByText(/Scratch the foil · [1-8] of 9 revealed/).waitFor();
        const shown = await stage.locator('.scratch-cell.is-shown').count();
        assert.ok(shown >= 1 && shown < 9, `scratching reveals some cells (${shown})`);
        await screenshot(page, 'games-scratcher-02-desktop-scratched', { fullPage: false });

        await stage.getByRole('button', { name: 'Reveal All' }).click();
        const result = stage.locator('.scratch-card__result');
        await result.waitFor();
        assert.match(
          (await result.textContent()) ?? '',
          played.payout > 0
            ? new RegExp(`You won.*${coins(played.payout)} GC`)
            : /No win this time/,
        );
        assert.equal(await stage.locator('.scratch-cell.is-shown').count(), 9);
        await screenshot(page, 'games-scratcher-03-desktop-revealed', { fullPage: false });

        await stage.getByRole('button', { name: 'Fairness' }).click();
        const fairness = page.getByRole('dialog', { name: 'Fairness' });
        await fairness.getByRole('button', { name: 'Rotate seed' }).click();
        await fairness.getByRole('heading', { name: 'Previous seed revealed' }).waitFor();
        await fairness.getByRole('button', { name: 'Close', exact: true }).click();

        await stage.getByRole('button', { name: 'History' }).click();
        const history = page.getByRole('dialog', { name: 'History' });
        await history.getByRole('button', { name: `Verify round ${played.roundId}` }).click();
        await history
          .getByText('Verified: recomputed in your browser, the round matches.')
          .waitFor();
        assert.equal(await history.locator('.gc-verdict__mark').textContent(), '✓');
        await screenshot(page, 'games-scratcher-04-desktop-verified', { fullPage: false });
        await history.getByRole('button', { name: 'Close', exact: true }).click();

        await stage.getByRole('button', { name: 'Info' }).click();
        await page
          .getByRole('dialog', { name: 'Game Info' })
          .getByText('95.00%', { exact: true })
          .waitFor();
      } finally {
        await context.close();
      }
    },
  );

  it('on a 375 px phone the Gold Rush card fits and scratches', { timeout: 120_000 }, async () => {
    const { server, browser } = env;
    const { context, page } = await openPage(browser, server.baseUrl, {
      viewport: VIEWPORTS.mobile,
      isMobile: true,
    });
    try {
      await signInAsDemoPlayer(context, server.baseUrl);
      await page.goto('/game-play/6');
      await dismissDialogs(page);
      const stage = page.getByTestId('game-stage');
      await stage.getByRole('button', { name: 'Buy card' }).click();
      await stage.getByText('Scratch the foil · 0 of 9 revealed').waitFor();
      await scratch(page, 4, 0.05, 0.3);
      await stage.getByText(/Scratch the foil · [1-8] of 9 revealed/).waitFor();
      assert.equal(await overflow(page), 0, 'nothing is wider than the phone');
      await page.evaluate('document.fonts.ready');
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, 'games-scratcher-05-mobile-scratching', { fullPage: true });
      await stage.getByRole('button', { name: 'Reveal All' }).click();
      await stage.locator('.scratch-card__result').waitFor();
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, 'games-scratcher-06-mobile-revealed', { fullPage: true });
    } finally {
      await context.close();
    }
  });
});
