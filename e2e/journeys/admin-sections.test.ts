import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NAV_SECTIONS } from '../../apps/admin/src/app/nav-sections';
import { roleCan } from '@app/contracts/staff-permissions';
import { openPage, screenshot } from '../support/browser';
import { signInStaff } from '../support/staff';
import { useJourneyEnvironment } from '../support/journey';

const VIEWPORTS = {
  desktop: { width: 1366, height: 800 },
  tablet: { width: 1024, height: 768 },
} as const;

/** The heading each section's screen opens with. */
const HEADINGS: Record<string, string> = {
  '/': 'Dashboard',
  '/players': 'Players',
  '/adjustments': 'Adjustments',
  '/catalogue': 'Catalogue',
  '/packages': 'Packages',
  '/vip-tiers': 'VIP tiers',
  '/spin-wheel': 'Spin wheel',
  '/bonuses': 'Bonuses',
  '/support': 'Support inbox',
  '/content/banners': 'Banners',
  '/content/popups': 'Popups',
  '/content/promotions': 'Promotions',
  '/content-pages': 'Pages',
  '/audit': 'Audit log',
  '/jobs': 'Jobs',
  '/staff': 'Staff',
};

describe('back office: every section', () => {
  const env = useJourneyEnvironment();

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(
      `an admin opens each section and it loads without an error (${name})`,
      { timeout: 120_000 },
      async () => {
        const { context, page } = await openPage(env.browser, env.server.baseUrl, { viewport });
        try {
          await signInStaff(page, 'admin');
          for (const section of NAV_SECTIONS) {
            await page
              .getByRole('navigation', { name: 'Sections' })
              .getByRole('link', { name: section.label, exact: true })
              .click();
            await page.getByRole('heading', { level: 1, name: HEADINGS[section.path] }).waitFor();
            // Lists have loaded their first page (no "Loading…" row left) and nothing failed.
            await page.waitForFunction(() => !document.body.textContent?.includes('Loading…'));
            assert.equal(
              await page.locator('.form-error').count(),
              0,
              `${section.label}: no error`,
            );
            const overflow = await page.evaluate(
              () => document.documentElement.scrollWidth - window.innerWidth,
            );
            assert.ok(
              overflow <= 0,
              `${section.label}: the page fits the window (${overflow}px wider)`,
            );
            await screenshot(
              page,
              `admin-section-${name}-${section.label.toLowerCase().replace(/\s+/g, '-')}`,
              {
                fullPage: false,
              },
            );
          }
        } finally {
          await context.close();
        }
      },
    );
  }

  it('the dashboard draws its charts by day for 7 and 30 days', { timeout: 60_000 }, async () => {
    const { context, page } = await openPage(env.browser, env.server.baseUrl, {
      viewport: VIEWPORTS.desktop,
    });
    try {
      await signInStaff(page, 'content');
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByText('Charts by day show for 7 and 30 days.').waitFor();
      await page.getByRole('button', { name: '7 days' }).click();
      await page.getByRole('img', { name: 'Purchase volume (USD), by day' }).waitFor();
      assert.equal(await page.locator('.day-chart canvas').count(), 3);
      await screenshot(page, 'admin-dashboard-7-days', { fullPage: false });
    } finally {
      await context.close();
    }
  });

  it(
    'the content role sees only its sections, and the dashboard',
    { timeout: 60_000 },
    async () => {
      const { context, page } = await openPage(env.browser, env.server.baseUrl, {
        viewport: VIEWPORTS.desktop,
      });
      try {
        await signInStaff(page, 'content');
        const nav = page.getByRole('navigation', { name: 'Sections' });
        const shown = (await nav.getByRole('link').allTextContents()).map((text) => text.trim());
        assert.deepEqual(
          shown,
          NAV_SECTIONS.filter((s) => roleCan('content', s.permission)).map((s) => s.label),
        );
        assert.deepEqual(shown, [
          'Dashboard',
          'Catalogue',
          'Packages',
          'VIP tiers',
          'Spin wheel',
          'Bonuses',
          'Banners',
          'Popups',
          'Promotions',
          'Pages',
        ]);
      } finally {
        await context.close();
      }
    },
  );
});
