import { generate } from 'otplib';
import { login, postJson, sessionCookie } from '../../test/accounts';
import { json, type TestApp } from '../../test/test-app';

const STEP_SECONDS = 30;
const lastStep = new Map<string, number>();
const stepNow = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * A fresh authenticator code for a secret. The server accepts each time step once per player and
 * one step of drift, so the kit hands out the current step, then the next; past that it waits.
 */
export async function freshCode(secret: string): Promise<string> {
  const step = Math.max(stepNow(), (lastStep.get(secret) ?? -1) + 1);
  const waitMs = (step - 1) * STEP_SECONDS * 1000 - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs + 50));
  lastStep.set(secret, step);
  return generate({ secret, epoch: step * STEP_SECONDS });
}

/** Sets two-factor sign-in up for the player of `cookie`: the secret and the recovery codes. */
export async function enableTwoFactor(t: TestApp, cookie: string) {
  const setup = await json(await postJson(t, '/user/two-factor/setup', {}, cookie));
  const secret = setup.data.secret as string;
  const res = await postJson(
    t,
    '/user/two-factor/enable',
    { code: await freshCode(secret) },
    cookie,
  );
  const body = await json(res);
  if (res.status !== 200) throw new Error(`enable failed: ${res.status} ${JSON.stringify(body)}`);
  return { secret, recoveryCodes: body.data.recoveryCodes as string[] };
}

/** Both steps of a login with two-factor on; answers the second step's response. */
export async function loginWithCode(
  t: TestApp,
  email: string,
  code: string,
  headers: Record<string, string> = {},
) {
  const first = await json(await login(t, email, undefined, headers));
  if (!first.data?.challengeToken) throw new Error(`no challenge: ${JSON.stringify(first)}`);
  return t.request('/api/v1/user/login/two-factor', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ challengeToken: first.data.challengeToken, code }),
  });
}

/** A second session of the player by password (before two-factor is on, it needs no code). */
export async function passwordSession(
  t: TestApp,
  email: string,
  headers: Record<string, string> = {},
) {
  const cookie = sessionCookie(await login(t, email, undefined, headers));
  if (!cookie) throw new Error('login did not sign in');
  return cookie;
}
