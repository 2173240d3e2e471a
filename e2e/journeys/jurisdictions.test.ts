import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { openPage, screenshot } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import { useJourneyEnvironment } from '../support/journey';
import { signInStaff } from '../support/staff';
import { closeAppDialogs, openAsNewPlayer } from '../support/store';

const DESKTOP = { width: 1366, height: 800 } as const;

/** Compliance changes Texas from the Jurisdictions screen, now, with a reason. */
async function setTexas(page: Page, offered: boolean, reason: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Jurisdictions' })
    .click();
  await page.getByRole('heading', { level: 1, name: 'Jurisdictions' }).waitFor();
  await page.getByRole('button', { name: 'Change Texas' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Texas' });
  await dialog.getByRole('radio', { name: offered ? 'Allowed' : /^Not offered/ }).check();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Save change' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: offered ? 'Texas: Allowed, 18+ from now.' : 'Texas: Not offered from now.' })
    .waitFor();
}

describe('jurisdictions: compliance restricts a state, the legal text and the store follow', () => {
  const env = useJourneyEnvironment();

  it(
    'compliance stops sweepstakes play in Texas; the login acknowledgement lists it and a Texas player is refused at the store with the reason',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const compliance = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
      const visitor = await openPage(browser, server.baseUrl, { viewport: DESKTOP });
      const shopper = await openAsNewPlayer(browser, server.baseUrl, { viewport: DESKTOP });
      try {
        await signInStaff(compliance.page, 'compliance');
        await setTexas(compliance.page, false, 'New state law takes effect');
        const texas = compliance.page.getByRole('row', { name: /Texas/ });
        await texas.getByRole('cell', { name: 'Not offered' }).waitFor();
        await screenshot(compliance.page, 'jurisdictions-01-texas-not-offered', {
          fullPage: false,
        });

        // The login dialog's acknowledgement reads the table: Texas is in it.
        await visitor.page.goto('/');
        await closeAppDialogs(visitor.page);
        await visitor.page.locator('.guest-bar').getByRole('button', { name: 'Login' }).click();
        const login = dialogNamed(visitor.page, 'Login');
        await login.getByText(/restricted states \(CA, .*TX, WA\)/).waitFor();
        await screenshot(visitor.page, 'jurisdictions-02-login-acknowledgement', {
          fullPage: false,
        });

        // A player whose address is in Texas is refused at the store, and told why.
        const { page } = shopper;
        const states = (await (await page.request.get('/api/v1/details/state')).json()) as {
          data: { states: { state_id: number; code: string }[] };
        };
        const texasId = states.data.states.find((state) => state.code === 'TX')?.state_id;
        const saved = await page.request.put('/api/v1/user/profile', {
          data: {
            firstName: 'Jordan',
            lastName: 'Rivers',
            dateOfBirth: '1990-04-12',
            addressLine_1: '12 Main Street',
            city: 'Austin',
            state: String(texasId),
            zipCode: '73301',
          },
        });
        assert.equal(saved.status(), 200, await saved.text());
        // The store says so before checkout: the notice with the reason, and no Buy to press.
        await page.goto('/user/store');
        await page.getByRole('heading', { level: 1, name: 'Get Coins' }).waitFor();
        await closeAppDialogs(page);
        const notice = page.getByRole('status').filter({
          hasText: 'Purchases are not available to you',
        });
        await notice
          .getByText(
            'Purchases are not available in Texas (your address): sweepstakes play is not offered there.',
          )
          .waitFor();
        assert.equal(
          await page.getByTestId('package-2').getByRole('button', { name: 'Buy' }).isDisabled(),
          true,
          'Buy is closed',
        );
        // Nothing sells to a player who cannot buy: no offer countdown, no first-purchase bonus.
        assert.equal(await page.locator('.package-card__offer').count(), 0, 'no offers');
        assert.equal(await page.getByText(/first purchase bonus/).count(), 0, 'no bonus promise');
        await screenshot(page, 'jurisdictions-03-store-refused', { fullPage: false });
      } finally {
        // This worker's server serves the journeys after this one: Texas is allowed again.
        await setTexas(compliance.page, true, 'Journey over: Texas allowed again').catch(
          () => undefined,
        );
        await shopper.context.close();
        await visitor.context.close();
        await compliance.context.close();
      }
    },
  );
});
