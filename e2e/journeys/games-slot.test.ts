import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { signInAsDemoPlayer } from '../support/session';
import {
  dismissDialogs,
  headerGc,
  coins,
  headerReads,
  overflow,
  openGameFromLobby,
  type PlayAnswer,
} from '../support/game-page';
import { useJourneyEnvironment } from '../support/journey';

/** Waits until the header balance reads `text` (it counts up through other values first). */

describe('slot games journey', () => {
  const env = useJourneyEnvironment();

  it(
    'a player opens a slot from the lobby, spins, sees the balance move, rotates the seed and verifies the spin',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        const { gameId, gcBefore: before } = await openGameFromLobby(
          context,
          page,
          server.baseUrl,
          "Pharaoh's Fortune",
        );
        await page.getByRole('heading', { level: 1, name: "Pharaoh's Fortune" }).waitFor();
        const stage = page.getByTestId('game-stage');
        const spin = stage.getByRole('button', { name: 'Spin', exact: true });
        await spin.waitFor();
        assert.equal(
          await stage.locator('.slot-symbol[role="img"]').count(),
          15,
          'five reels of three',
        );
        await page.evaluate('document.fonts.ready');
        await screenshot(page, 'games-slot-01-desktop-ready', { fullPage: false });

        const answer = page.waitForResponse(
          (response) =>
            response.url().endsWith(`/casino-games/${gameId}/play`) &&
            response.request().method() === 'POST',
        );
        await spin.click();
        const played = ((await (await answer).json()) as PlayAnswer).data;
        const expected = coins(played.balanceAfter);
        await headerReads(page, expected);
        const beforeValue = Number(before.replace(/,/g, ''));
        assert.equal(
          Math.round((beforeValue - played.bet + played.payout) * 100),
          Math.round(played.balanceAfter * 100),
          'the header moved by the payout less the bet',
        );
        // A spin that pays back exactly its bet leaves the balance where it was.
        if (played.payout !== played.bet)
          assert.notEqual(await headerGc(page).textContent(), before, 'the header balance changed');
        await stage
          .getByRole('button', { name: 'Spin', exact: true, disabled: false })
          .waitFor({ timeout: 60_000 });
        await stage.locator('.gc-win__value').waitFor();
        assert.equal(
          await stage.locator('.slot-controls .gc-win__value').textContent(),
          `${coins(played.payout)} GC`,
          'the win shows once the reels stop',
        );
        await screenshot(page, 'games-slot-02-desktop-spun', { fullPage: false });

        // Fairness: rotate the seed, which reveals the one this spin used.
        await stage.getByRole('button', { name: 'Fairness' }).click();
        const fairness = page.getByRole('dialog', { name: 'Fairness' });
        await fairness.getByText('Active server seed (SHA-256 hash)').waitFor();
        const seed = fairness.getByRole('textbox', { name: 'Client seed' });
        await seed.fill('journey-slot-seed');
        await fairness.getByRole('button', { name: 'Rotate seed' }).click();
        await fairness.getByRole('heading', { name: 'Previous seed revealed' }).waitFor();
        await fairness
          .getByText('The revealed seed hashes to the commitment shown before play.')
          .waitFor();
        assert.equal(await seed.inputValue(), 'journey-slot-seed');
        await screenshot(page, 'games-slot-03-desktop-fairness', { fullPage: false });
        await fairness.getByRole('button', { name: 'Close', exact: true }).click();

        // History → Verify recomputes the spin in the browser.
        await stage.getByRole('button', { name: 'History' }).click();
        const history = page.getByRole('dialog', { name: 'History' });
        await history.getByRole('button', { name: `Verify round ${played.roundId}` }).click();
        await history
          .getByText('Verified: recomputed in your browser, the round matches.')
          .waitFor();
        assert.equal(await history.locator('.gc-verdict__mark').textContent(), '✓');
        await screenshot(page, 'games-slot-04-desktop-verified', { fullPage: false });
        await history.getByRole('button', { name: 'Close', exact: true }).click();

        // Info: rules and the exact RTP.
        await stage.getByRole('button', { name: 'Info' }).click();
        const infoPanel = page.getByRole('dialog', { name: 'Game Info' });
        await infoPanel.getByText('96.20%', { exact: true }).waitFor();
        await infoPanel.getByRole('region', { name: 'Paytable' }).waitFor();
        await screenshot(page, 'games-slot-05-desktop-info', { fullPage: false });
        await infoPanel.getByRole('button', { name: 'Close', exact: true }).click();

        // The other three themes have their own art.
        for (const [id, name] of [
          [2, 'neon'],
          [3, 'buffalo'],
          [4, 'dragon'],
        ] as const) {
          await page.goto(`/game-play/${id}`);
          await dismissDialogs(page);
          const themed = page.getByTestId('game-stage');
          await themed.locator(`.gc-theme--${name}`).waitFor();
          await themed.getByRole('button', { name: 'Spin', exact: true }).click();
          await themed
            .getByRole('button', { name: 'Spin', exact: true, disabled: false })
            .waitFor({ timeout: 60_000 });
          await screenshot(page, `games-slot-06-desktop-${name}`, { fullPage: false });
        }
      } finally {
        await context.close();
      }
    },
  );

  it('on a 375 px phone the machine fits the screen and spins', { timeout: 120_000 }, async () => {
    const { server, browser } = env;
    const { context, page } = await openPage(browser, server.baseUrl, {
      viewport: VIEWPORTS.mobile,
      isMobile: true,
    });
    try {
      await signInAsDemoPlayer(context, server.baseUrl);
      await page.goto('/game-play/4');
      await dismissDialogs(page);
      const stage = page.getByTestId('game-stage');
      const spin = stage.getByRole('button', { name: 'Spin', exact: true });
      await spin.click();
      await stage
        .getByRole('button', { name: 'Spin', exact: true, disabled: false })
        .waitFor({ timeout: 60_000 });
      assert.equal(await overflow(page), 0, 'nothing is wider than the phone');
      await page.evaluate('document.fonts.ready');
      await page.evaluate('window.scrollTo(0, 0)');
      await screenshot(page, 'games-slot-07-mobile', { fullPage: true });
    } finally {
      await context.close();
    }
  });
});
