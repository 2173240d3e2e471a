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
} from '../support/game-page';
import { useJourneyEnvironment } from '../support/journey';

interface RoundAnswer<V> {
  data: {
    roundId: number;
    status: 'active' | 'settled';
    bet: number;
    payout: number;
    balanceAfter: number;
    view: V;
  };
}
interface MinesViewAnswer {
  status: 'playing' | 'lost' | 'cashedOut';
  mineCount: number;
}
interface BlackjackViewAnswer {
  phase: 'insurance' | 'player' | 'finished';
  allowedActions: string[];
}

const isCall =
  (gameId: number, call: string) =>
  (response: { url(): string; request(): { method(): string } }) =>
    response.url().endsWith(`/casino-games/${gameId}/${call}`) &&
    response.request().method() === 'POST';

/** Rotates the seed in the Fairness panel, then verifies `roundId` in History. */
async function rotateAndVerify(page: Page, roundId: number, shot: string): Promise<void> {
  const stage = page.getByTestId('game-stage');
  await stage.getByRole('button', { name: 'Fairness' }).click();
  const fairness = page.getByRole('dialog', { name: 'Fairness' });
  await fairness.getByRole('button', { name: 'Rotate seed' }).click();
  await fairness.getByRole('heading', { name: 'Previous seed revealed' }).waitFor();
  await fairness.getByRole('button', { name: 'Close', exact: true }).click();
  await stage.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  await history.getByRole('button', { name: `Verify round ${roundId}` }).click();
  await history.getByText('Verified: recomputed in your browser, the round matches.').waitFor();
  assert.equal(await history.locator('.gc-verdict__mark').textContent(), '✓');
  await screenshot(page, shot, { fullPage: false });
  await history.getByRole('button', { name: 'Close', exact: true }).click();
}

describe('multi-step games journey', () => {
  const env = useJourneyEnvironment();

  it(
    'a player starts a mines round, reloads and resumes it, cashes out and verifies it; then plays and verifies a blackjack hand',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        const { gcBefore: before } = await openGameFromLobby(
          context,
          page,
          server.baseUrl,
          'Mines',
        );
        const minesId = Number(new URL(page.url()).pathname.split('/').pop());
        await page.getByRole('heading', { level: 1, name: 'Mines' }).waitFor();
        let stage = page.getByTestId('game-stage');
        const presets = stage.getByRole('group', { name: 'Mine presets' });
        await presets.getByRole('button', { name: '1', exact: true }).click();
        await presets.getByRole('button', { name: '1', exact: true, pressed: true }).waitFor();
        await page.evaluate('document.fonts.ready');
        await screenshot(page, 'games-multistep-01-desktop-mines-ready', { fullPage: false });

        const started = page.waitForResponse(isCall(minesId, 'start'));
        await stage.getByRole('button', { name: 'Bet', exact: true }).click();
        const round = ((await (await started).json()) as RoundAnswer<MinesViewAnswer>).data;
        assert.equal(round.status, 'active');
        await headerReads(page, coins(round.balanceAfter));
        assert.equal(
          Math.round((Number(before.replace(/,/g, '')) - round.bet) * 100),
          Math.round(round.balanceAfter * 100),
        );

        // A reload resumes the round in progress.
        await page.reload();
        await dismissDialogs(page);
        stage = page.getByTestId('game-stage');
        await stage.getByRole('button', { name: /^Cash out/ }).waitFor();
        assert.equal(
          await stage.getByRole('button', { name: 'Bet', exact: true }).count(),
          0,
          'no new bet while a round runs',
        );

        const revealed = page.waitForResponse(isCall(minesId, 'action'));
        await stage
          .getByRole('group', { name: 'Minefield' })
          .getByRole('button', { name: 'Tile 13', exact: true })
          .click();
        let last = ((await (await revealed).json()) as RoundAnswer<MinesViewAnswer>).data;
        if (last.view.status === 'playing') {
          await stage.getByRole('button', { name: 'Tile 13, gem' }).waitFor();
          await screenshot(page, 'games-multistep-02-desktop-mines-gem', { fullPage: false });
          const cashed = page.waitForResponse(isCall(minesId, 'action'));
          await stage.getByRole('button', { name: /^Cash out/ }).click();
          last = ((await (await cashed).json()) as RoundAnswer<MinesViewAnswer>).data;
          assert.equal(last.view.status, 'cashedOut');
          await stage.getByText(/^Cashed out .*: won /).waitFor();
        } else {
          await stage.getByText('Boom! The mine took the bet.').waitFor();
        }
        assert.equal(last.status, 'settled');
        await headerReads(page, coins(last.balanceAfter));
        assert.equal(
          await stage.getByRole('button', { name: /, mine$/ }).count(),
          1,
          'the mine is shown at the end',
        );
        await screenshot(page, 'games-multistep-03-desktop-mines-over', { fullPage: false });
        await rotateAndVerify(page, round.roundId, 'games-multistep-04-desktop-mines-verified');

        // Blackjack: deal, stand (declining insurance), then verify the hand.
        await page.goto('/game-play/8');
        await dismissDialogs(page);
        stage = page.getByTestId('game-stage');
        await page.getByRole('heading', { level: 1, name: 'Blackjack' }).waitFor();
        const dealt = page.waitForResponse(isCall(8, 'start'));
        await stage.getByRole('button', { name: 'Deal', exact: true }).click();
        let hand = ((await (await dealt).json()) as RoundAnswer<BlackjackViewAnswer>).data;
        await stage
          .getByRole('img', { name: /of (spades|hearts|diamonds|clubs)$/ })
          .first()
          .waitFor();
        await screenshot(page, 'games-multistep-05-desktop-blackjack-dealt', { fullPage: false });
        while (hand.status === 'active') {
          const decision = hand.view.phase === 'insurance' ? 'No insurance' : 'Stand';
          assert.ok(hand.view.allowedActions.length > 0);
          const acted = page.waitForResponse(isCall(8, 'action'));
          await stage
            .getByRole('group', { name: 'Your decision' })
            .getByRole('button', { name: decision, exact: true })
            .click();
          hand = ((await (await acted).json()) as RoundAnswer<BlackjackViewAnswer>).data;
        }
        await headerReads(page, coins(hand.balanceAfter));
        await stage.getByRole('button', { name: 'Deal again' }).waitFor();
        await stage.locator('.bj-outcome').first().waitFor();
        await screenshot(page, 'games-multistep-06-desktop-blackjack-settled', { fullPage: false });
        await rotateAndVerify(page, hand.roundId, 'games-multistep-07-desktop-blackjack-verified');
      } finally {
        await context.close();
      }
    },
  );

  it('on a 375 px phone mines and blackjack fit the screen', { timeout: 120_000 }, async () => {
    const { server, browser } = env;
    const { context, page } = await openPage(browser, server.baseUrl, {
      viewport: VIEWPORTS.mobile,
      isMobile: true,
    });
    try {
      await signInAsDemoPlayer(context, server.baseUrl);
      await page.goto('/game-play/11');
      await dismissDialogs(page);
      let stage = page.getByTestId('game-stage');
      await stage.getByRole('button', { name: 'Bet', exact: true }).click();
      await stage.getByRole('button', { name: /^Cash out/ }).waitFor();
      await stage.getByRole('button', { name: 'Tile 1', exact: true }).click();
      await stage.getByRole('button', { name: /^Tile 1, (gem|mine)$/ }).waitFor();
      if ((await stage.getByRole('button', { name: /^Cash out/ }).count()) > 0) {
        await stage.getByRole('button', { name: /^Cash out/ }).click();
      }
      await stage.getByRole('button', { name: 'Play again' }).waitFor();
      assert.equal(await overflow(page), 0, 'mines fits the phone');
      await page.evaluate('document.fonts.ready');
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, 'games-multistep-08-mobile-mines', { fullPage: true });

      await page.goto('/game-play/8');
      await dismissDialogs(page);
      stage = page.getByTestId('game-stage');
      await stage.getByRole('button', { name: 'Deal', exact: true }).click();
      await stage
        .getByRole('group', { name: 'Your decision' })
        .or(stage.getByRole('button', { name: 'Deal again' }))
        .waitFor();
      assert.equal(await overflow(page), 0, 'blackjack fits the phone');
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, 'games-multistep-09-mobile-blackjack', { fullPage: true });
      // Leave no hand open: stand until the round is over.
      for (
        let i = 0;
        i < 6 && (await stage.getByRole('group', { name: 'Your decision' }).count()) > 0;
        i += 1
      ) {
        const insurance = stage.getByRole('button', { name: 'No insurance', exact: true });
        await (
          (await insurance.count()) > 0
            ? insurance
            : stage.getByRole('button', { name: 'Stand', exact: true })
        ).click();
        await page.waitForTimeout(400);
      }
      await stage.getByRole('button', { name: 'Deal again' }).waitFor();
    } finally {
      await context.close();
    }
  });
});
