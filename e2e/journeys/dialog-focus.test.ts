import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { openPage, VIEWPORTS } from '../support/browser';
import { dialogNamed, settleAppDialogs } from '../support/dialogs';
import { DEMO_PLAYER } from '../support/session';
import { openPlayerByEmail, signInStaff } from '../support/staff';
import { useJourneyEnvironment } from '../support/journey';

/**
 * Opens a dialog from `opener` with the keyboard (focus, Enter), checks that focus went into it,
 * closes it with Escape and answers whether the opener has focus again (WCAG 2.4.3).
 */
async function openAndEscape(page: Page, opener: Locator, title: string): Promise<boolean> {
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = dialogNamed(page, title);
  await dialog.waitFor();
  assert.ok(
    await dialog.evaluate((element) => element.contains(document.activeElement)),
    `focus moves into '${title}'`,
  );
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  // The dialog gives focus back as it finishes closing, which can be a frame after it is hidden.
  const element = await opener.elementHandle();
  return page
    .waitForFunction((e) => e === document.activeElement, element, { timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
}

describe('a dialog gives focus back to the control that opened it', () => {
  const env = useJourneyEnvironment();

  it('player site: Login opened with the keyboard and closed with Escape', async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl, {
      viewport: VIEWPORTS.desktop,
    });
    try {
      await page.goto('/');
      // A visitor's lobby starts the app after its first paint (decision 069): let it start and
      // open (and close) what it opens by itself, or its first render could take the focus.
      await settleAppDialogs(page);
      const login = page.getByRole('banner').getByRole('button', { name: 'Login', exact: true });
      assert.ok(await openAndEscape(page, login, 'Login'), 'Login has focus again');
    } finally {
      await context.close();
    }
  });

  it(
    'back office: Adjust balance opened with the keyboard and closed with Escape',
    { timeout: 90_000 },
    async () => {
      const { context, page } = await openPage(env.browser, env.server.baseUrl, {
        viewport: VIEWPORTS.laptop,
      });
      try {
        await signInStaff(page, 'admin');
        const playerId = await openPlayerByEmail(page, DEMO_PLAYER.email);
        const adjust = page.getByRole('button', { name: 'Adjust balance' });
        assert.ok(
          await openAndEscape(page, adjust, `Balance adjustment for player #${playerId}`),
          'Adjust balance has focus again',
        );
      } finally {
        await context.close();
      }
    },
  );
});
