import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { SUPPORT_TICKET_PATTERN } from '@app/contracts/support';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { useJourneyEnvironment } from '../support/journey';
import { signInStaff } from '../support/staff';
import { closeAppDialogs, openAsNewPlayer } from '../support/store';

/** A real 1 × 1 PNG: the server decodes attachments, so it must be one. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const QUESTION = 'I bought the 9.99 package an hour ago and the coins are not in my wallet yet.';
const REPLY =
  'Thank you for waiting: the purchase went through and the coins are now in your wallet.';

describe('the Contact Us form and the support inbox (decision 061)', () => {
  const env = useJourneyEnvironment();

  it(
    'a player sends the contact form, support replies from the inbox, the player reads the reply',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const player = await openAsNewPlayer(browser, server.baseUrl, { viewport: VIEWPORTS.laptop });
      const staff = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.laptop });
      try {
        const { page } = player;
        await page.goto('/cms/contact-us');
        await closeAppDialogs(page);
        const form = page.getByRole('region', { name: 'Send us a message' });
        await form.waitFor();
        // Signed in: the account's email, not editable.
        const email = form.getByRole('textbox', { name: 'Email' });
        assert.equal(await email.inputValue(), player.player.email);
        assert.equal(await email.isEditable(), false);
        await form.getByLabel('Topic').selectOption({ label: 'Purchases' });
        await form.getByLabel('Message').fill(QUESTION);
        await form.getByLabel('Attachment (optional)').setInputFiles({
          name: 'receipt.png',
          mimeType: 'image/png',
          buffer: PNG,
        });
        await form.scrollIntoViewIfNeeded();
        await screenshot(page, 'support-01-contact-form', { fullPage: false });
        await form.getByRole('button', { name: 'Send message' }).click();
        const number = form.locator('.contact-form__number');
        await number.waitFor();
        const ticketNumber = (await number.textContent()) ?? '';
        assert.match(ticketNumber, SUPPORT_TICKET_PATTERN);
        await form.getByText('Thank you: your message was sent.').waitFor();
        await screenshot(page, 'support-02-contact-sent', { fullPage: false });

        // Support opens the ticket from the inbox and replies.
        await signInStaff(staff.page, 'support');
        await staff.page
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('link', { name: 'Support inbox' })
          .click();
        await staff.page.getByRole('heading', { level: 1, name: 'Support inbox' }).waitFor();
        const row = staff.page.getByRole('row').filter({ hasText: ticketNumber });
        await row.getByText('Purchases').waitFor();
        await screenshot(staff.page, 'support-03-inbox', { fullPage: false });
        await row.getByRole('link', { name: ticketNumber }).click();
        await staff.page.getByText(QUESTION).waitFor();
        await staff.page.getByText(player.player.email, { exact: false }).waitFor();
        await staff.page.getByRole('link', { name: /’s page$/ }).waitFor();
        await staff.page.getByRole('link', { name: /Attachment: receipt\.png/ }).waitFor();
        await staff.page.getByRole('button', { name: 'Assign to me' }).click();
        // Assigned to me: the button goes.
        await staff.page
          .getByRole('button', { name: 'Assign to me' })
          .waitFor({ state: 'detached' });
        await staff.page.getByLabel('Reply or internal note').fill(REPLY);
        await staff.page.getByRole('button', { name: 'Send reply to player' }).click();
        await staff.page.getByText('reply emailed to the player').waitFor();
        await staff.page
          .locator('.support-status')
          .filter({ hasText: 'Waiting for player' })
          .waitFor();
        await screenshot(staff.page, 'support-04-ticket-replied', { fullPage: true });

        // The player reads the reply on the account page.
        await page.goto('/user/account-details?tab=support');
        await closeAppDialogs(page);
        await page.getByRole('tab', { name: 'Support', selected: true }).waitFor();
        await page.getByRole('listitem', { name: 'Reply from support' }).getByText(REPLY).waitFor();
        await page.getByText(ticketNumber).waitFor();
        await screenshot(page, 'support-05-player-reads-reply', { fullPage: false });
      } finally {
        await staff.context.close();
        await player.context.close();
      }
    },
  );
});
