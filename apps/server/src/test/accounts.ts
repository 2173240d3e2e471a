import { randomBytes, randomUUID } from 'node:crypto';
import { json, type TestApp } from './test-app';

export const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

export const GOOD_PASSWORD = 'Sunny!Day2026';

let counter = 0;
/**
 * A request header with a fresh Idempotency-Key, as the web client sends for each player
 * action (money moves and claims need one; other calls ignore it).
 */
export const freshKey = () => ({ 'idempotency-key': randomUUID() });

/** A unique, valid sign-up payload. */
export function newPlayer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  // The counter, a letter that ends it, random hex: unique, and within the 20 characters of a username.
  const tag = `${counter.toString(36)}x${randomBytes(4).toString('hex')}`;
  return {
    email: `player${tag}@example.com`,
    password: b64(GOOD_PASSWORD),
    userName: `player${tag}`.slice(0, 20),
    isTermsAccepted: true,
    stateRestrictionAccept: true,
    smsPromotionAccept: false,
    browser: 'vitest',
    platform: 'node',
    friendsReferralCode: '',
    ...overrides,
  };
}

/** The session cookie pair `name=value` from a response, if it sets one. */
export function sessionCookie(res: Response): string | undefined {
  const header = res.headers.getSetCookie().find((c) => c.startsWith('gs_session='));
  return header?.split(';')[0];
}

export async function postJson(
  t: TestApp,
  path: string,
  body: unknown,
  cookie?: string,
  method = 'POST',
) {
  return t.request(`/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...freshKey(),
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

export async function getJson(t: TestApp, path: string, cookie?: string) {
  return t.request(`/api/v1${path}`, { headers: cookie ? { cookie } : {} });
}

/** The newest outbox message to a recipient, read through the dev mailbox. */
export async function lastMessageTo(t: TestApp, recipient: string) {
  const res = await t.request(`/dev/mailbox.json?to=${encodeURIComponent(recipient)}&limit=1`);
  const body = await json(res);
  return body.data[0] as { bodyText: string; subject: string | null } | undefined;
}

export function tokenFrom(text: string | undefined): string {
  const match = text?.match(/token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no token link in: ${text}`);
  return match[1];
}

/** Signs a new player up, verifies the email from the mailbox, and answers the session cookie. */
export async function signUpVerified(t: TestApp, overrides: Record<string, unknown> = {}) {
  const player = newPlayer(overrides);
  const res = await postJson(t, '/user/sign-up', player);
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  const mail = await lastMessageTo(t, player.email);
  const verified = await postJson(t, '/user/verifyEmail', { token: tokenFrom(mail?.bodyText) });
  const cookie = sessionCookie(verified);
  if (!cookie) throw new Error('verification did not sign in');
  const profile = await json(await getJson(t, '/user/profile', cookie));
  return { player, cookie, userId: profile.data.userId as number, profile: profile.data };
}

export async function login(
  t: TestApp,
  email: string,
  password = GOOD_PASSWORD,
  headers: Record<string, string> = {},
) {
  return t.request('/api/v1/user/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({
      email,
      password: b64(password),
      isTermsAccepted: true,
      stateRestrictionAccept: true,
    }),
  });
}
