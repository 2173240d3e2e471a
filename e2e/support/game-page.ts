import type { BrowserContext, Locator, Page } from 'playwright-core';
import { settleAppDialogs } from './dialogs';
import { waitForText } from './dom-watch';
import { signInAsDemoPlayer } from './session';

/** Shared steps of the game journeys: dialogs, the header balance, and phone-width checks. */

/**
 * Closes whatever the app queued (startup dialogs, promotions) until the app says nothing more is
 * coming (settleAppDialogs: the startup queue has run and no dialog is due), so a dialog queued
 * late on a loaded machine is waited for instead of covering the next click.
 */
export async function dismissDialogs(page: Page): Promise<void> {
  await settleAppDialogs(page);
}

export const headerGc = (page: Page): Locator =>
  page.locator('.site-header .coin-switch__option--gc .coin-switch__amount');

/** The GC/SC switch the player sees: the header's from 767 px, the bottom bar's on phones. */
export const visibleCoinSwitch = (page: Page): Locator => page.locator('.coin-switch:visible');

/** Picks a coin on the visible switch and waits until it is the active one. */
export async function switchCoin(page: Page, coin: 'GC' | 'SC'): Promise<void> {
  const option = visibleCoinSwitch(page).locator(`.coin-switch__option--${coin.toLowerCase()}`);
  await option.click();
  await visibleCoinSwitch(page)
    .locator(`.coin-switch__option--${coin.toLowerCase()}[aria-pressed="true"]`)
    .waitFor();
}

export const coins = (value: number): string =>
  value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const headerReads = (page: Page, text: string): Promise<void> =>
  waitForText(page, headerGc(page), text);

/** How far the page or the game stage is wider than the screen (0 when it fits). */
export const overflow = (page: Page): Promise<number> =>
  page.evaluate(`Math.max(
    document.documentElement.scrollWidth - window.innerWidth,
    (() => { const stage = document.querySelector('[data-testid="game-stage"]'); return stage ? stage.scrollWidth - stage.clientWidth : 0; })()
  )`) as Promise<number>;

/** The answer of a one-step round (POST /casino-games/{id}/play) as the journeys read it. */
export interface PlayAnswer {
  data: { roundId: number; bet: number; payout: number; balanceAfter: number };
}

/**
 * Signs the demo player in, opens the lobby, notes the header GC and opens
 * the game `name` with its Play Now button.
 */
export async function openGameFromLobby(
  context: BrowserContext,
  page: Page,
  baseUrl: string,
  name: string,
): Promise<{ gameId: number; gcBefore: string }> {
  await signInAsDemoPlayer(context, baseUrl);
  await page.goto('/');
  await dismissDialogs(page);
  await headerGc(page).waitFor();
  const gcBefore = (await headerGc(page).textContent()) ?? '';
  await page
    .getByRole('article', { name, exact: true })
    .first()
    .getByRole('button', { name: 'Play Now' })
    .click();
  await page.waitForURL(/\/game-play\/\d+$/);
  return { gameId: Number(new URL(page.url()).pathname.split('/').pop()), gcBefore };
}
