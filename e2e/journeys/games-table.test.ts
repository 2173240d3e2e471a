import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { signInAsDemoPlayer } from '../support/session';
import {
  dismissDialogs,
  coins,
  headerReads,
  overflow,
  openGameFromLobby,
} from '../support/game-page';
import { useJourneyEnvironment } from '../support/journey';

interface PlayAnswer {
  data: {
    roundId: number;
    bet: number;
    payout: number;
    balanceAfter: number;
    outcome: { pocket: number; color: string; bets: { won: boolean }[] };
  };
}

describe('roulette journey', () => {
  const env = useJourneyEnvironment();

  it(
    'a player places chips on the table, spins the wheel, sees the balance move and verifies the spin',
    { timeout: 150_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        const { gameId, gcBefore: before } = await openGameFromLobby(
          context,
          page,
          server.baseUrl,
          'European Roulette',
        );
        await page.getByRole('heading', { level: 1, name: 'European Roulette' }).waitFor();
        const stage = page.getByTestId('game-stage');
        const table = stage.getByRole('group', { name: 'Betting table' });
        await table.waitFor();

        // Chips: 100 on straight 17 twice (one undone), 500 on red, 100 on the 2nd dozen.
        const chips = stage.getByRole('radiogroup', { name: 'Chip value' });
        await table.getByRole('button', { name: 'Bet on Straight 17' }).click();
        await table.getByRole('button', { name: 'Bet on Straight 17, 100.00 placed' }).click();
        await stage.getByRole('button', { name: 'Undo' }).click();
        await table.getByRole('button', { name: 'Bet on Straight 17, 100.00 placed' }).waitFor();
        await chips.getByRole('radio', { name: 'Chip 500.00 GC' }).click();
        await table.getByRole('button', { name: 'Bet on Red' }).click();
        await chips.getByRole('radio', { name: 'Chip 100.00 GC' }).click();
        await table.getByRole('button', { name: 'Bet on 2nd dozen' }).click();
        assert.equal(
          await stage.locator('.roulette-controls .gc-win__value').textContent(),
          '700.00 GC',
        );
        await page.evaluate('document.fonts.ready');
        await screenshot(page, 'games-table-01-desktop-bets', { fullPage: false });

        const answer = page.waitForResponse(
          (response) =>
            response.url().endsWith(`/casino-games/${gameId}/play`) &&
            response.request().method() === 'POST',
        );
        await stage.getByRole('button', { name: 'Spin', exact: true }).click();
        const played = ((await (await answer).json()) as PlayAnswer).data;
        assert.equal(played.bet, 700, 'the stake is the sum of the chips');
        assert.equal(played.outcome.bets.length, 3, 'one bet per spot');
        await headerReads(page, coins(played.balanceAfter));
        assert.equal(
          Math.round((Number(before.replace(/,/g, '')) - played.bet + played.payout) * 100),
          Math.round(played.balanceAfter * 100),
        );

        const result = stage.locator('.roulette-result__pocket');
        await result.waitFor({ timeout: 30_000 });
        assert.equal(
          await result.textContent(),
          String(played.outcome.pocket),
          'the ball lands in the drawn pocket',
        );
        await stage
          .getByRole('img', { name: `Roulette wheel, the ball is in ${played.outcome.pocket}` })
          .waitFor();
        await table
          .getByRole('button', {
            name: new RegExp(`^Bet on Straight ${played.outcome.pocket}(,|$)`),
          })
          .and(page.locator('.is-lit'))
          .waitFor();
        const wins = stage.locator('.roulette-wins__list li.is-won');
        assert.equal(await wins.count(), played.outcome.bets.filter((bet) => bet.won).length);
        await screenshot(page, 'games-table-02-desktop-result', { fullPage: false });

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
        await history
          .getByText(`Pocket ${played.outcome.pocket} ${played.outcome.color}`, { exact: false })
          .waitFor();
        assert.equal(await history.locator('.gc-verdict__mark').textContent(), '✓');
        await screenshot(page, 'games-table-03-desktop-verified', { fullPage: false });
        await history.getByRole('button', { name: 'Close', exact: true }).click();

        // Rebet puts the same chips back.
        await stage.getByRole('button', { name: 'Rebet' }).click();
        assert.equal(
          await stage.locator('.roulette-controls .gc-win__value').textContent(),
          '700.00 GC',
        );
        await stage.getByRole('button', { name: 'Clear' }).click();
        assert.equal(
          await stage.locator('.roulette-controls .gc-win__value').textContent(),
          '0.00 GC',
        );
      } finally {
        await context.close();
      }
    },
  );

  it('on a 375 px phone the table stands upright and spins', { timeout: 120_000 }, async () => {
    const { server, browser } = env;
    const { context, page } = await openPage(browser, server.baseUrl, {
      viewport: VIEWPORTS.mobile,
      isMobile: true,
    });
    try {
      await signInAsDemoPlayer(context, server.baseUrl);
      await page.goto('/game-play/7');
      await dismissDialogs(page);
      const stage = page.getByTestId('game-stage');
      const table = stage.getByRole('group', { name: 'Betting table' });
      await table.getByRole('button', { name: 'Bet on Black' }).click();
      await table.getByRole('button', { name: 'Bet on Straight 0' }).click();
      await stage.getByRole('button', { name: 'Spin', exact: true }).click();
      await stage.locator('.roulette-result__pocket').waitFor({ timeout: 30_000 });
      assert.equal(await overflow(page), 0, 'nothing is wider than the phone');
      await page.evaluate('document.fonts.ready');
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, 'games-table-04-mobile', { fullPage: true });
    } finally {
      await context.close();
    }
  });
});
