import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { useJourneyEnvironment } from '../support/journey';
import { signInStaff } from '../support/staff';
import { closeAppDialogs, openAsNewPlayer } from '../support/store';
import { waitForText } from '../support/dom-watch';

/** The SC balance in the desktop header's coin switch. */
const headerSc = (page: Page) =>
  page.locator('.site-header .coin-switch__option--sc .coin-switch__amount').first();

/** Gives the player the legal name and Texas address the card must match. */
async function saveTexasProfile(page: Page): Promise<void> {
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
}

describe('free entry by mail (decision 052)', () => {
  const env = useJourneyEnvironment();

  it(
    'a player requests a free-entry code, staff enter the card, the player sees the SC credited live',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const player = await openAsNewPlayer(browser, server.baseUrl, { viewport: VIEWPORTS.laptop });
      const staff = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.laptop });
      try {
        const { page } = player;
        await saveTexasProfile(page);

        // The sweepstakes rules set the method out and lead to the account's Free Entry.
        await page.goto('/cms/sweepstakes-rules');
        await closeAppDialogs(page);
        const method = page.getByRole('heading', {
          name: 'Free entry by mail (alternative method of entry)',
        });
        await method.scrollIntoViewIfNeeded();
        await page.getByText('Each complete and valid card gives 5.00 Sweeps Coins').waitFor();
        await screenshot(page, 'amoe-01-rules-free-entry', { fullPage: false });
        await page.getByText('Equal dignity.').scrollIntoViewIfNeeded();
        await screenshot(page, 'amoe-01b-rules-statement-and-address', { fullPage: false });
        await page.getByRole('link', { name: 'My Account, Free Entry' }).click();
        await page.getByRole('tab', { name: 'Free Entry', selected: true }).waitFor();
        await closeAppDialogs(page);
        await screenshot(page, 'amoe-02-free-entry-before', { fullPage: false });

        // The player asks for today's code.
        await page.getByRole('button', { name: 'Get my free-entry code' }).click();
        const codeField = page.getByRole('textbox', { name: 'Your code for today' });
        await codeField.waitFor();
        const code = await codeField.inputValue();
        assert.match(code, /^AMOE-[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
        await page.getByText('Waiting for your card').waitFor();
        await waitForText(page, headerSc(page), '0.00');
        await screenshot(page, 'amoe-03-code-issued', { fullPage: false });
        await page.evaluate('window.__sameDocument = true');

        // Compliance enters the card received by mail, after comparing the player on file.
        await signInStaff(staff.page, 'compliance');
        await staff.page
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('link', { name: 'Free entry' })
          .click();
        await staff.page.getByRole('heading', { level: 1, name: 'Free entry by mail' }).waitFor();
        await staff.page.getByRole('button', { name: 'Enter card' }).click();
        const dialog = staff.page.getByRole('dialog', { name: 'Enter a free-entry card' });
        await dialog.getByLabel('Code on the card').fill(code.toLowerCase().replaceAll('-', ' '));
        await dialog.getByRole('button', { name: 'Look up' }).click();
        await dialog.getByText('Jordan Rivers').waitFor();
        await dialog.getByText('12 Main Street, Austin, TX 73301').waitFor();
        await dialog.getByLabel('Postmark state').fill('tx');
        await screenshot(staff.page, 'amoe-04-staff-enter-card', { fullPage: false });
        await dialog.getByRole('button', { name: 'Enter card' }).click();
        await dialog.getByText(/accepted: 5\.00 SC credited to/).waitFor();
        await screenshot(staff.page, 'amoe-05-staff-card-accepted', { fullPage: false });
        // A second card with the same code is refused, and the refusal is recorded with its reason.
        await dialog.getByRole('button', { name: 'Enter another card' }).click();
        await dialog.getByLabel('Code on the card').fill(code);
        await dialog.getByLabel('Postmark state').fill('TX');
        await dialog.getByRole('button', { name: 'Enter card' }).click();
        await dialog.getByText(/refused: The code .* was already used on card #/).waitFor();
        await dialog.getByRole('button', { name: 'Done' }).click();
        const rows = staff.page.getByRole('row').filter({ hasText: code });
        await rows.getByText('Credited 5.00 SC').waitFor();
        await rows.getByText('Refused: The code was already used on an earlier card').waitFor();
        await screenshot(staff.page, 'amoe-06-staff-queue', { fullPage: false });

        // The player's page shows the credit without a reload: the balance and the code's card.
        await waitForText(page, headerSc(page), '5.00');
        await page.getByText('Your card was accepted: 5.00 Sweeps Coins were added').waitFor();
        assert.equal(
          await page.evaluate('window.__sameDocument === true'),
          true,
          'the credit arrived without a page reload',
        );
        await screenshot(page, 'amoe-07-player-credited', { fullPage: false });

        // The same panel on a phone.
        await page.setViewportSize(VIEWPORTS.phone);
        await page
          .getByRole('tab', { name: 'Free Entry', selected: true })
          .scrollIntoViewIfNeeded();
        await screenshot(page, 'amoe-08-player-credited-phone', { fullPage: true });
      } finally {
        await staff.context.close();
        await player.context.close();
      }
    },
  );
});
