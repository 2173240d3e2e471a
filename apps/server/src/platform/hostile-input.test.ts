import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NUL_BYTE_MESSAGE } from '@app/contracts/text-input';
import { freshKey, postJson, signUpVerified } from '../test/accounts';
import { json, startTestApp, type TestApp } from '../test/test-app';
import { staffSignIn } from '../modules/staff/staff-test-kit';
import { postForm, registerHostedPayment } from '../modules/sandbox-providers/sandbox-test-kit';
import { JSON_TOO_DEEP_MESSAGE, jsonValueProblem, MAX_JSON_DEPTH } from './json-body';

let t: TestApp;
let player: string;
beforeAll(async () => {
  t = await startTestApp();
  player = (await signUpVerified(t)).cookie;
});
afterAll(async () => {
  await t.close();
});

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A raw JSON body posted with the player's session and a fresh Idempotency-Key. */
function postRaw(path: string, body: string, cookie = player) {
  return t.request(`/api/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...freshKey() },
    body,
  });
}

/** The answer is SPEC §8's envelope with one ValidationError item saying `description`. */
async function expectRefused(res: Response, description: string | RegExp) {
  expect(res.status).toBe(400);
  const body = await json(res);
  expect(body.requestId).toEqual(expect.any(String));
  expect(body.errors).toHaveLength(1);
  expect(body.errors[0]).toMatchObject({ errorCode: 1000, name: 'ValidationError' });
  expect(body.errors[0].description).toMatch(description);
}

describe('jsonValueProblem', () => {
  it('walks 100,000 levels without recursion and stops at the limit', () => {
    expect(jsonValueProblem(JSON.parse(nested(100_000)))).toBe(JSON_TOO_DEEP_MESSAGE);
    expect(jsonValueProblem(JSON.parse(nested(MAX_JSON_DEPTH)))).toBeNull();
    expect(jsonValueProblem(JSON.parse(nested(MAX_JSON_DEPTH + 1)))).toBe(JSON_TOO_DEEP_MESSAGE);
    const deepObject = JSON.parse(`${'{"a":'.repeat(40)}1${'}'.repeat(40)}`);
    expect(jsonValueProblem(deepObject)).toBe(JSON_TOO_DEEP_MESSAGE);
  });

  it('finds a NUL in a key or a string at any depth, and passes everything else', () => {
    expect(jsonValueProblem({ a: [1, { b: 'x\u0000y' }] })).toBe(NUL_BYTE_MESSAGE);
    expect(jsonValueProblem({ 'k\u0000': 1 })).toBe(NUL_BYTE_MESSAGE);
    expect(jsonValueProblem('\u0000')).toBe(NUL_BYTE_MESSAGE);
    expect(jsonValueProblem({ a: [1, null, true, 'ok', { b: [] }], c: '\\u0000' })).toBeNull();
    expect(jsonValueProblem(7)).toBeNull();
  });
});

describe('a hostile JSON body', () => {
  it('nested 10,000 deep on an idempotent route without a body schema answers 400, not 500', async () => {
    for (const path of ['/bonus/daily-bonus', '/bonus/welcome-bonus']) {
      const res = await postRaw(path, nested(10_000));
      await expectRefused(res, JSON_TOO_DEEP_MESSAGE);
    }
    // Nothing was claimed: the daily bonus is still there to take.
    const daily = await json(
      await t.request('/api/v1/bonus/daily-bonus', { headers: { cookie: player } }),
    );
    expect(daily.data.isClaimed).toBe(false);
  });

  it('refuses one level past the limit and takes the limit itself', async () => {
    await expectRefused(
      await postRaw('/bonus/daily-bonus', nested(MAX_JSON_DEPTH + 1)),
      JSON_TOO_DEEP_MESSAGE,
    );
    const atLimit = await postRaw('/bonus/daily-bonus', nested(MAX_JSON_DEPTH));
    expect(atLimit.status).toBe(200);
  });

  it('refuses a NUL in a string or a key, escaped as JSON sends it', async () => {
    await expectRefused(
      await postRaw('/user/login', '{"email":"a\\u0000@b.c","password":"x"}'),
      NUL_BYTE_MESSAGE,
    );
    await expectRefused(await postRaw('/bonus/daily-bonus', '{"note\\u0000":1}'), NUL_BYTE_MESSAGE);
  });

  it('still refuses prototype poisoning, malformed JSON and bodies over 1 MB', async () => {
    await expectRefused(await postRaw('/bonus/daily-bonus', '{"__proto__":{"isAdmin":true}}'), /./);
    await expectRefused(
      await postRaw('/bonus/daily-bonus', '{"constructor":{"prototype":{"isAdmin":true}}}'),
      /./,
    );
    await expectRefused(await postRaw('/bonus/daily-bonus', '{"a":'), /./);
    const big = JSON.stringify({ pad: 'x'.repeat(1024 * 1024) });
    await expectRefused(await postRaw('/bonus/daily-bonus', big), 'The request body is too large.');
  });
});

describe('a NUL in the URL', () => {
  it('in a path parameter of a staff route answers 400, not 500', async () => {
    const finance = await staffSignIn(t, 'finance');
    const res = await postJson(t, '/admin/payments/GS-abc%00def/refund', {}, finance);
    await expectRefused(res, NUL_BYTE_MESSAGE);
  });

  it('in a query name or value, or a player route’s path', async () => {
    const support = await staffSignIn(t, 'support');
    for (const [path, cookie] of [
      ['/api/v1/admin/players?q=abc%00', support],
      ['/api/v1/admin/players?q%00=1', support],
      ['/api/v1/casino-games?search=a%00', player],
      ['/api/v1/casino-games/rounds/ab%00c', player],
    ] as const) {
      const res = await t.request(path, { headers: { cookie } });
      await expectRefused(res, NUL_BYTE_MESSAGE);
    }
  });
});

describe('a NUL in a form', () => {
  it('in a urlencoded sandbox form answers 400', async () => {
    const payment = await registerHostedPayment(t.app.sandboxProviders, 1000);
    const res = await postForm(t, '/sandbox/ippay/hosted-payment', {
      ...payment.form,
      note: 'a\u0000b',
    });
    await expectRefused(res, NUL_BYTE_MESSAGE);
  });

  it('in a multipart text field that is stored (the bank form) answers 400', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries({
      accountHolderName: 'Pat\u0000Player',
      bankName: 'First Test Bank',
      accountNumber: '000123456789',
      routingNumber: '021000021',
      accountType: 'checking',
    }))
      form.append(name, value);
    const res = await t.request('/api/v1/payment/bank-details', {
      method: 'PUT',
      headers: { cookie: player },
      body: form,
    });
    await expectRefused(res, NUL_BYTE_MESSAGE);
  });
});
