import { expect } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { freshKey, lastMessageTo, newPlayer, postJson, tokenFrom } from '../../test/accounts';
import {
  cardToken,
  postWebhook,
  startHostedPurchase,
  webhookEvent,
} from '../payments/payments-test-kit';

/**
 * One browser of one person: its address (X-Forwarded-For, honoured because the test app sets
 * TRUST_PROXY) and its cookies (the gs_device id the API hands out, and the session).
 */
export interface Browser {
  ip: string;
  device?: string;
  session?: string;
}

let ipSeq = 0;
/** A browser on an address no other test browser uses. */
export function newBrowser(overrides: Partial<Browser> = {}): Browser {
  ipSeq += 1;
  return { ip: `10.${(ipSeq >> 8) & 255}.${ipSeq & 255}.${(process.pid % 200) + 1}`, ...overrides };
}

/** The app as a proxy would front it: X-Forwarded-For is trusted. */
export const startReferralsTestApp = () => startTestApp({ env: { TRUST_PROXY: 'true' } });

/** A call from `browser`, keeping the cookies the answer sets. */
export async function call(
  t: TestApp,
  browser: Browser,
  path: string,
  init: { method?: string; body?: unknown } = {},
) {
  const cookies = [browser.device && `gs_device=${browser.device}`, browser.session].filter(
    Boolean,
  );
  const res = await t.request(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'x-forwarded-for': browser.ip,
      ...(cookies.length > 0 ? { cookie: cookies.join('; ') } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json', ...freshKey() } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  for (const header of res.headers.getSetCookie()) {
    const pair = header.split(';')[0] ?? '';
    if (pair.startsWith('gs_device=')) browser.device = pair.slice('gs_device='.length);
    if (pair.startsWith('gs_session=')) browser.session = pair;
  }
  return res;
}

export interface Player {
  browser: Browser;
  cookie: string;
  userId: number;
  referralCode: string;
  username: string;
}

/** Signs up from `browser` (with a friend's code), verifies the email there and is signed in. */
export async function signUpFrom(
  t: TestApp,
  browser: Browser,
  friendsReferralCode = '',
): Promise<Player> {
  const player = newPlayer({ friendsReferralCode });
  const res = await call(t, browser, '/user/sign-up', { method: 'POST', body: player });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await lastMessageTo(t, player.email);
  const verified = await call(t, browser, '/user/verifyEmail', {
    method: 'POST',
    body: { token: tokenFrom(mail?.bodyText) },
  });
  expect(verified.status).toBe(200);
  const profile = (await json(await call(t, browser, '/user/profile'))).data;
  return {
    browser,
    cookie: browser.session ?? '',
    userId: profile.userId,
    referralCode: profile.referralCode,
    username: profile.username,
  };
}

export const PACKAGE_3 = { packageId: 3, amount: 9.99 };

/** A card purchase through the card form (create-instrument), credited at once. */
export async function buyWithCard(
  t: TestApp,
  player: Player,
  cardNumber: string = SANDBOX_TEST_CARDS.approve,
) {
  const token = await cardToken(t, player.cookie, cardNumber);
  const res = await postJson(
    t,
    '/payment/finix/create-instrument',
    { ...PACKAGE_3, type: 'TOKEN', token, fraud_session_id: 'FS-ref' },
    player.cookie,
  );
  expect(res.status).toBe(200);
  expect((await json(res)).data.status).toBe('SUCCESS');
}

/** Starts a hosted-card purchase; `succeed` delivers its success webhook. */
export async function startPurchase(t: TestApp, player: Player) {
  const started = await startHostedPurchase(t, player.cookie, PACKAGE_3);
  return {
    referenceId: started.data.id,
    succeed: () =>
      postWebhook(
        t,
        'ippay',
        webhookEvent('payment.succeeded', started.data.id, Math.round(PACKAGE_3.amount * 100)),
      ),
  };
}

export const details = async (t: TestApp, player: Player) =>
  (await json(await call(t, player.browser, '/bonus/get-referral-bonus-details'))).data;

export const claimReferralBonus = (t: TestApp, player: Player) =>
  postJson(t, '/bonus/referred-bonus', {}, player.cookie);
