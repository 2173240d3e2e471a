import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { PAYMENT_MESSAGES, SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import type { TPopup } from '@app/contracts/content';
import { openPage, pathnameOf, screenshot } from '../support/browser';
import {
  recordDialogs,
  titlesSince,
  waitForQuiet,
  type DialogSighting,
} from '../support/dialog-log';
import { FLASH_SALE_PROMO, closeDialog, dialogNamed, settleAppDialogs } from '../support/dialogs';
import { useJourneyEnvironment } from '../support/journey';
import { signUpInDialog, verifyEmail } from '../support/onboarding';
import { newPlayer } from '../support/players';
import { clickExpectingOk, dialogSettled, findPackage, futureExpiry } from '../support/store';
import { toast } from '../support/toasts';

/** The sizes the walkthrough of issue 12 was made at. */
const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true },
] as const;

/** Where the player waits for a payment's outcome: nothing but results may open there. */
const RESULT_PAGES = [
  '/user/payment',
  '/user/store/deposit-status',
  '/thank-you-purchase',
  '/thank-you',
];
const RESULTS = ['Payment Successful', 'Payment Failed', 'Payment Pending', 'Payment Error'];

async function settle(page: Page): Promise<void> {
  await page.evaluate('document.fonts.ready');
}

/** Every promotion title: the operators' popups and the flash-sale promo. */
async function promotionTitles(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/v1/details/popups');
  assert.equal(response.ok(), true, 'GET /details/popups');
  const { data } = (await response.json()) as { data: { popups: TPopup[] } };
  return [
    ...data.popups.flatMap((popup) => (popup.textOne ? [popup.textOne] : [])),
    FLASH_SALE_PROMO,
  ];
}

/** Pays for `packageId` by card on the hosted page with the sandbox card that approves. */
async function buyByCard(page: Page, packageId: number): Promise<void> {
  const card = page.getByTestId(`package-${packageId}`);
  await card.scrollIntoViewIfNeeded();
  await card.getByRole('button', { name: 'Buy' }).click();
  const summary = dialogNamed(page, 'Order Summary');
  await summary.getByTestId('order-summary').waitFor();
  await summary.getByRole('button', { name: /^Pay \$.* by card$/ }).click();
  await page.waitForURL((url) => url.pathname === '/user/payment');
  const frame = page.frameLocator('iframe[name="hosted-payment-frame"]');
  await frame.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.approve);
  await frame.getByLabel('Expiry').fill(futureExpiry());
  await frame.getByLabel('CVC').fill('123');
  await frame.getByLabel('Name on card').fill('Test Player');
  await clickExpectingOk(
    page,
    () => frame.getByRole('button', { name: /^Pay \$/ }).click(),
    'POST',
    '/sandbox/ippay/hosted-payment/submit',
  );
}

/** No promotion opened where the player waits for a result, and none beside a result. */
function assertResultsUncovered(sightings: readonly DialogSighting[], promotions: string[]): void {
  for (const sighting of sightings) {
    if (RESULT_PAGES.includes(sighting.path)) {
      assert.ok(
        RESULTS.includes(sighting.title),
        `only a payment result opens on ${sighting.path}, not '${sighting.title}'`,
      );
    }
    if (sighting.open.some((title) => RESULTS.includes(title))) {
      assert.deepEqual(
        sighting.open.filter((title) => promotions.includes(title)),
        [],
        `no promotion is open with a payment result (${sighting.open.join(', ')})`,
      );
    }
  }
}

describe('dialogs on a new player’s way to the first purchase', () => {
  const env = useJourneyEnvironment();

  for (const size of SIZES) {
    it(
      `${size.name}: onboarding asks three things, promotions wait, the payment result is never covered, closed promotions stay closed`,
      { timeout: 240_000 },
      async (t) => {
        const { server, browser } = env;
        const baseUrl = server.baseUrl;
        const phone = size.isMobile;
        const { context, page } = await openPage(browser, baseUrl, {
          viewport: size.viewport,
          isMobile: size.isMobile,
        });
        try {
          const sightings = await recordDialogs(context);
          const promotions = await promotionTitles(page);
          const player = newPlayer();

          // Sign-up ends on the thank-you page with no dialog over it.
          await signUpInDialog(page, player, phone);
          const afterSignUp = sightings.length;
          await waitForQuiet(page, sightings, 2_500);
          assert.deepEqual(titlesSince(sightings, afterSignUp), []);

          // Email verified: the startup queue in SPEC order, and no promotion on that visit.
          await verifyEmail(page, baseUrl, player);
          const startup = sightings.length;
          await closeDialog(page, 'Complete your profile');
          const welcome = dialogNamed(page, 'Welcome Bonus');
          await welcome.getByRole('button', { name: 'Claim', exact: true }).click();
          await toast(page, 'Bonus successfully redeemed').waitFor();
          const daily = dialogNamed(page, 'Daily Bonus');
          await daily.getByRole('button', { name: 'Claim Now' }).click();
          await daily.waitFor({ state: 'detached' });
          await waitForQuiet(page, sightings);
          assert.deepEqual(titlesSince(sightings, startup), [
            'Complete your profile',
            'Welcome Bonus',
            'Daily Bonus',
          ]);

          // The store: its own popup, one promotion, 2 s after arriving.
          const pkg = await findPackage(page, (candidate) => candidate.firstPurchaseApplicable);
          await page
            .getByRole(phone ? 'navigation' : 'banner', phone ? { name: 'Quick links' } : {})
            .getByRole('link', { name: 'Get Coins' })
            .click();
          await page.getByRole('heading', { level: 1, name: 'Get Coins' }).waitFor();
          const onStore = sightings.length;
          await closeDialog(page, 'First Purchase Bonus');
          await waitForQuiet(page, sightings);
          assert.deepEqual(titlesSince(sightings, onStore), ['First Purchase Bonus']);

          // The card payment: the result is the first dialog after the order summary.
          const checkout = sightings.length;
          await buyByCard(page, pkg.packageId);
          await page.waitForURL((url) => url.pathname === '/thank-you-purchase', {
            timeout: 60_000,
          });
          const result = page
            .getByRole('dialog', { name: 'Payment Successful' })
            .filter({ hasText: PAYMENT_MESSAGES.success });
          await result.waitFor();
          await dialogSettled(result);
          await settle(page);
          await screenshot(page, `first-purchase-${size.name}-01-payment-result`, {
            fullPage: false,
          });
          assert.deepEqual(
            titlesSince(sightings, checkout),
            ['Order Summary', 'Payment Successful'],
            JSON.stringify(sightings.slice(checkout)),
          );
          // Left alone on the result for a while, nothing comes over it.
          await waitForQuiet(page, sightings);
          assert.deepEqual(
            titlesSince(sightings, checkout),
            ['Order Summary', 'Payment Successful'],
            JSON.stringify(sightings.slice(checkout)),
          );
          assertResultsUncovered(sightings, promotions);

          // Back to the lobby, then two reloads of it. Each page visit shows the profile prompt
          // when the startup queue runs (SPEC: each page load) and one promotion at most; at most
          // two promotions open in the whole visit (the browser session, issue 24): the store's
          // and then the lobby popup; the flash-sale promo waits for the next visit.
          await result.getByRole('button', { name: 'Continue' }).click();
          await page.waitForURL((url) => url.pathname === '/');
          const visits = [await settleAppDialogs(page)];
          await page.reload();
          visits.push(await settleAppDialogs(page));
          await page.reload();
          visits.push(await settleAppDialogs(page));
          const seen = JSON.stringify(visits) + JSON.stringify(sightings.slice(checkout));
          for (const visit of visits.slice(1))
            assert.equal(visit[0], 'Complete your profile', seen);
          for (const visit of visits) {
            const promotionsOfVisit = visit.filter((title) => promotions.includes(title));
            assert.ok(promotionsOfVisit.length <= 1, `one promotion per visit: ${seen}`);
          }
          const shownPromotions = visits.flat().filter((title) => promotions.includes(title));
          assert.deepEqual(
            shownPromotions,
            ['Flash Sale'],
            `the second promotion of the visit once, then none: ${seen}`,
          );
          assert.ok(
            sightings.filter((sighting) => promotions.includes(sighting.title)).length <= 2,
            `at most two promotions in the visit: ${seen}`,
          );
          // The last reload: nothing closed before came back.
          assert.deepEqual(visits[2], ['Complete your profile'], seen);
          await settle(page);
          await screenshot(page, `first-purchase-${size.name}-02-lobby-after-reload`, {
            fullPage: false,
          });

          // No profile prompt on the account page itself, nor on a status page.
          await page.goto('/user/account-details');
          await page.getByRole('heading', { level: 1, name: 'My Account' }).waitFor();
          const onAccount = sightings.length;
          await waitForQuiet(page, sightings);
          assert.deepEqual(titlesSince(sightings, onAccount), []);
          await page.goto('/not-found');
          await page.waitForURL((url) => url.pathname === '/404');
          await page.getByRole('heading', { level: 1, name: '404 : PAGE NOT FOUND' }).waitFor();
          const onNotFound = sightings.length;
          await waitForQuiet(page, sightings);
          assert.deepEqual(titlesSince(sightings, onNotFound), []);
          // It waited for the lobby, where it comes after this page load's user details.
          await page.getByRole('button', { name: 'Back to Home Page' }).click();
          await dialogNamed(page, 'Complete your profile').waitFor();
          assert.equal(pathnameOf(page), '/');

          assertResultsUncovered(sightings, promotions);
          t.diagnostic(`dialogs: ${sightings.map((s) => `${s.title} @ ${s.path}`).join(' | ')}`);
        } finally {
          await context.close();
        }
      },
    );
  }
});
