import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { openPage, type PageOptions } from './browser';
import { formatAmount, fromDecimal } from '@app/contracts/money';
import type { TPackage } from '@app/contracts/packages';
import { quotePurchase, type PurchaseQuote } from '@app/contracts/purchase-quote';
import { dialogNamed, settleAppDialogs } from './dialogs';
import { latestMessage, linkTo } from './mailbox';
import { newPlayer, signUpThroughApi, type NewPlayer } from './players';

/** Shared steps of the store and payment journeys. */

/**
 * Signs a brand-new player up through the API and opens the verification
 * link in `page`, which signs the player in (the first-purchase bonus is
 * still unclaimed). The page ends on the lobby after the 'Email Verified'
 * reload, with the startup dialogs still to close.
 */
export async function signUpVerifiedPlayer(page: Page, baseUrl: string): Promise<NewPlayer> {
  const player = newPlayer();
  await signUpThroughApi(baseUrl, player);
  const verification = await latestMessage(baseUrl, player.email, (message) =>
    message.bodyText.includes('/user/verifyEmail'),
  );
  await page.goto(linkTo(verification.bodyText, '/user/verifyEmail'));
  const verified = dialogNamed(page, 'Email Verified');
  await verified.waitFor();
  await Promise.all([
    page.waitForEvent('load'),
    verified.getByRole('button', { name: "Let's Play" }).click(),
  ]);
  return player;
}

/**
 * A fresh browser context signed in as a brand-new verified player, on the
 * lobby with the startup dialogs closed: where every store journey starts.
 */
export async function openAsNewPlayer(
  browser: Browser,
  baseUrl: string,
  options: PageOptions,
): Promise<{ context: BrowserContext; page: Page; player: NewPlayer }> {
  const { context, page } = await openPage(browser, baseUrl, options);
  try {
    const player = await signUpVerifiedPlayer(page, baseUrl);
    await closeAppDialogs(page);
    return { context, page, player };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Closes every dialog the app opens by itself (startup queue, lobby and store popups) until the
 * app says no more is coming (settleAppDialogs: its dialog signal, not a quiet period). Dialogs
 * titled one of `keep` are left open. Answers the titles of the dialogs it closed.
 */
export function closeAppDialogs(
  page: Page,
  options: { keep?: readonly string[]; maxMs?: number } = {},
): Promise<string[]> {
  return settleAppDialogs(page, options);
}

/** The GC balance the player sees: the header on desktop, the bottom nav on phones. */
export function gcBalance(page: Page, phone = false): Locator {
  const scope = phone ? '.bottom-nav' : '.site-header';
  return page.locator(`${scope} .coin-switch__option--gc .coin-switch__amount`).first();
}

interface ProfileAnswer {
  readonly data: {
    readonly userId: number;
    readonly referralCode?: string;
    readonly firstPurchaseBonus?: { isClaimed: boolean; percentage: number };
    readonly vipTierDetail?: { currentTier?: { boost?: number } | null } | null;
    readonly userWallet?: { gcCoin: number; scCoin: { wsc: number }; totalScCoin: number };
  };
}

/** The signed-in player's profile, read with the page's session cookie. */
export async function readProfile(page: Page): Promise<ProfileAnswer['data']> {
  const response = await page.request.get('/api/v1/user/profile');
  if (!response.ok()) {
    throw new Error(`GET /api/v1/user/profile answered ${response.status()}`);
  }
  return ((await response.json()) as ProfileAnswer).data;
}

/** The store's first package that `matches`, from GET /details/packages. */
export async function findPackage(
  page: Page,
  matches: (pkg: TPackage) => boolean,
): Promise<TPackage> {
  const response = await page.request.get('/api/v1/details/packages?limit=16&page=1');
  if (!response.ok()) {
    throw new Error(`GET /api/v1/details/packages answered ${response.status()}`);
  }
  const body = (await response.json()) as { data: { packageData: { rows: TPackage[] } } };
  const pkg = body.data.packageData.rows.find(matches);
  if (!pkg) throw new Error('no package of the store matches');
  return pkg;
}

/** What the order summary should show for `pkg` and the player (the server credits the same). */
export function expectedQuote(pkg: TPackage, profile: ProfileAnswer['data']): PurchaseQuote {
  return quotePurchase({
    gcCoin: fromDecimal(pkg.gcCoin),
    scCoin: fromDecimal(pkg.scCoin),
    firstPurchaseApplicable: pkg.firstPurchaseApplicable,
    firstPurchaseBonus: profile.firstPurchaseBonus ?? { isClaimed: true, percentage: 0 },
    vipBoostPercent: profile.vipTierDetail?.currentTier?.boost ?? 0,
  });
}

/** Hundredths as the app shows them: 1250000 → '12,500.00'. */
export const shown = (hundredths: number): string => formatAmount(hundredths);

/** A card expiry three years ahead, as MM/YY. */
export function futureExpiry(): string {
  const year = (new Date().getFullYear() + 3) % 100;
  return `12/${String(year).padStart(2, '0')}`;
}

/** How far the page is wider than the screen (0 when it fits). */
export const horizontalOverflow = (page: Page): Promise<number> =>
  page.evaluate('document.documentElement.scrollWidth - window.innerWidth') as Promise<number>;

/** Waits for a dialog's opening animation, so a screenshot shows it in place. */
export async function dialogSettled(dialog: Locator): Promise<void> {
  // Finite animations only (a spinner runs forever), and never longer than 5 s.
  await dialog.evaluate(
    `(element) => Promise.race([
      Promise.all(
        element
          .getAnimations({ subtree: true })
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 5000)),
    ])`,
  );
}

/**
 * Clicks and waits for the call to `path` the click makes; a refusal fails
 * the journey naming the call and the server's answer (not a later timeout).
 */
export async function clickExpectingOk(
  page: Page,
  click: () => Promise<void>,
  method: string,
  path: string | RegExp,
): Promise<void> {
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        candidate.request().method() === method &&
        (typeof path === 'string'
          ? new URL(candidate.url()).pathname === path
          : path.test(new URL(candidate.url()).pathname)),
    ),
    click(),
  ]);
  if (response.status() >= 400) {
    const body = (await response.text().catch(() => '')).slice(0, 300);
    const where = new URL(response.url()).pathname;
    throw new Error(`${method} ${where} answered ${response.status()}: ${body}`);
  }
}
