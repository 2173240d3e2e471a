import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { dialogNamed } from '../support/dialogs';
import { useJourneyEnvironment } from '../support/journey';
import { signInStaff } from '../support/staff';
import { closeAppDialogs, openAsNewPlayer } from '../support/store';

const NEW_SECTION = '## Prize payment times\n\nApproved prizes are paid within 5 business days.';
const CHANGE_NOTE = 'Prizes are now paid within 5 business days';

describe('content pages editor (decision 060)', () => {
  // A material change of the terms asks every player who accepted the old ones (the demo player
  // of later journeys too) to accept again: this journey changes them on a server of its own.
  const env = useJourneyEnvironment({ ownServer: true });

  it(
    'a content member edits the terms (material change); a signed-in player must accept them, then reads the change',
    { timeout: 180_000 },
    async () => {
      const { server, browser } = env;
      const player = await openAsNewPlayer(browser, server.baseUrl, { viewport: VIEWPORTS.laptop });
      const staff = await openPage(browser, server.baseUrl, { viewport: VIEWPORTS.laptop });
      try {
        // The content member opens the terms in Pages and adds a section.
        const admin = staff.page;
        await signInStaff(admin, 'content');
        await admin
          .getByRole('navigation', { name: 'Sections' })
          .getByRole('link', { name: 'Pages' })
          .click();
        await admin.getByRole('heading', { level: 1, name: 'Pages' }).waitFor();
        await admin.getByRole('link', { name: 'Terms and Conditions' }).click();
        await admin.getByRole('heading', { level: 1, name: 'Terms and Conditions' }).waitFor();
        const text = admin.getByRole('textbox', { name: 'Text (Markdown; HTML blocks are kept)' });
        await text.fill(`${await text.inputValue()}\n\n${NEW_SECTION}`);
        const preview = admin.getByRole('region', { name: 'Preview' });
        await preview.getByRole('heading', { name: 'Prize payment times' }).waitFor();
        // The preview shows the title as players see it, below the screen's one h1.
        await preview.getByRole('heading', { level: 3, name: 'Terms and Conditions' }).waitFor();
        assert.equal(await admin.getByRole('heading', { level: 1 }).count(), 1);
        await admin.getByRole('textbox', { name: 'Change note' }).fill(CHANGE_NOTE);
        await admin.getByRole('checkbox', { name: /^Material change/ }).check();
        await preview
          .getByRole('heading', { name: 'Prize payment times' })
          .scrollIntoViewIfNeeded();
        await screenshot(admin, 'content-editor-01-terms-edit', { fullPage: false });
        await admin.getByRole('button', { name: 'Save and publish' }).click();
        await admin.getByText('Saved: the new version is live.').waitFor();
        const history = admin.getByRole('region', { name: 'Version history' });
        const live = history.getByRole('row').filter({ hasText: CHANGE_NOTE });
        await live.getByText('Material').waitFor();
        await live.getByText('content@goldensweeps.test').waitFor();
        await history.getByRole('button', { name: 'Roll back to v1' }).waitFor();
        await history.scrollIntoViewIfNeeded();
        await screenshot(admin, 'content-editor-02-history', { fullPage: false });

        // The signed-in player's next app load asks them to accept the new terms.
        const { page } = player;
        const refused = await page.request.post('/api/v1/casino-games/1/play', {
          data: { coinType: 'GC', bet: 100 },
          headers: { 'idempotency-key': `terms-journey-${Date.now()}` },
        });
        assert.equal(refused.status(), 403);
        await page.reload();
        const dialog = dialogNamed(page, 'Updated Terms and Conditions');
        await dialog.waitFor();
        await dialog.getByText(CHANGE_NOTE).waitFor();
        assert.equal(await dialog.getByRole('button', { name: 'Close' }).count(), 0);
        await screenshot(page, 'content-editor-03-accept-dialog', { fullPage: false });
        await dialog.getByRole('button', { name: 'Accept', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await closeAppDialogs(page);

        // The terms page shows the change.
        await page.goto('/cms/terms-and-conditions');
        await closeAppDialogs(page);
        const added = page
          .locator('.cms-content')
          .getByRole('heading', { name: 'Prize payment times' });
        await added.scrollIntoViewIfNeeded();
        await page.getByText('Approved prizes are paid within 5 business days.').waitFor();
        await screenshot(page, 'content-editor-04-terms-changed', { fullPage: false });
      } finally {
        await staff.context.close();
        await player.context.close();
      }
    },
  );
});
