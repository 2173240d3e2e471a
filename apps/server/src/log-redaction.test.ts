import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import type { ApiApp } from './platform/api-app';
import { json, startTestApp, type TestApp } from './test/test-app';
import {
  b64,
  GOOD_PASSWORD,
  getJson,
  lastMessageTo,
  login,
  newPlayer,
  postJson,
  sessionCookie,
  tokenFrom,
} from './test/accounts';
import { signWebhook } from './platform/webhook-signature';
import { webhookEvent } from './modules/payments/payments-test-kit';
import { WEBHOOK_HEADERS } from '@app/contracts/payments';
import { staffSignIn } from './modules/staff/staff-test-kit';

/** Everything the app logs during the whole file, at trace level. */
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({
    logLines,
    beforeReady: async (app) => {
      await app.register(
        async (api: ApiApp) => {
          // A careless service: logs what it was sent through the app's logger, after an await.
          api.post('/__log-everything', async (request) => {
            await new Promise((resolve) => setTimeout(resolve, 5));
            app.log.info({ body: request.body, headers: request.headers }, 'logged everything');
            return { data: 'ok' };
          });
        },
        { prefix: '/api/v1' },
      );
    },
  });
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Brand@New9x';
const CARD = SANDBOX_TEST_CARDS.approve;

describe('the logs of a whole run', () => {
  it('hold no cookie, password, token, card number, webhook secret or signature', async () => {
    const secrets: string[] = [GOOD_PASSWORD, b64(GOOD_PASSWORD), NEW_PASSWORD, b64(NEW_PASSWORD)];

    // Sign-up and the e-mailed verification link, opened in the browser then posted.
    const player = newPlayer();
    expect((await postJson(t, '/user/sign-up', player)).status).toBe(200);
    const verifyToken = tokenFrom((await lastMessageTo(t, player.email))?.bodyText);
    secrets.push(verifyToken);
    await t.request(`/user/verifyEmail?token=${verifyToken}`);
    const verified = await postJson(t, '/user/verifyEmail', { token: verifyToken });
    const cookie = sessionCookie(verified)!;
    secrets.push(cookie.split('=')[1]!);

    // Login, and calls with the session cookie.
    const loggedIn = await login(t, player.email);
    const loginCookie = sessionCookie(loggedIn)!;
    secrets.push(loginCookie.split('=')[1]!);
    expect((await getJson(t, '/user/profile', loginCookie)).status).toBe(200);

    // A card purchase: the card number goes to the provider's tokenizer.
    const { tokenizeUrl } = (await json(await getJson(t, '/payment/get-funding-source', cookie)))
      .data.providerData;
    const tokenized = await t.request(tokenizeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        cardNumber: CARD,
        expMonth: 12,
        expYear: 2040,
        cvc: '123',
        name: 'Pat Player',
      }),
    });
    expect(tokenized.status).toBe(200);
    const purchase = await postJson(
      t,
      '/payment/finix/create-instrument',
      { packageId: 3, amount: 9.99, type: 'TOKEN', token: (await json(tokenized)).token },
      cookie,
    );
    expect(purchase.status).toBe(200);
    const { referenceId } = (await json(purchase)).data;

    // A signed webhook from the provider.
    const body = JSON.stringify(webhookEvent('payment.succeeded', referenceId, 999));
    const { timestamp, signature } = signWebhook(t.config.PAYMENT_WEBHOOK_SECRET, body);
    secrets.push(t.config.PAYMENT_WEBHOOK_SECRET, signature);
    const webhook = await t.request('/api/v1/payment/webhooks/finix', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_HEADERS.TIMESTAMP]: timestamp,
        [WEBHOOK_HEADERS.SIGNATURE]: signature,
      },
      body,
    });
    expect(webhook.status).toBe(200);

    // A password reset: the link opened in the browser, then the new password posted.
    await postJson(t, '/user/forgetPassword', { email: player.email });
    const resetToken = tokenFrom((await lastMessageTo(t, player.email))?.bodyText);
    secrets.push(resetToken);
    await t.request(`/user/forgotPassword?token=${resetToken}&from=mail`);
    const reset = await postJson(t, '/user/verifyForgetPassword', {
      newPasswordKey: resetToken,
      password: b64(NEW_PASSWORD),
    });
    expect(reset.status).toBe(200);

    // And a service that logs whatever it was sent, headers included.
    const careless = await t.request('/api/v1/__log-everything', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: loginCookie,
        authorization: `Bearer ${resetToken}`,
      },
      body: JSON.stringify({
        password: b64(GOOD_PASSWORD),
        payment: {
          card: { cardNumber: CARD, cvc: '987' },
          bank: { accountNumber: '000987654321' },
        },
        kyc: { ssn: '123-45-6789' },
      }),
    });
    expect(careless.status).toBe(200);
    secrets.push(CARD, '000987654321', '123-45-6789');

    const logs = logLines.join('');
    expect(logs).toContain('/user/forgotPassword?token=[redacted]&from=mail');
    expect(logs).toContain('/api/v1/payment/webhooks/finix');
    expect(logs).toContain('logged everything');
    for (const secret of secrets) expect(logs).not.toContain(secret);

    // Every line written while serving a request carries its id, whichever logger wrote it.
    const lines = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const everything = lines.find((line) => line.msg === 'logged everything');
    expect(everything?.reqId).toBe(careless.headers.get('x-request-id'));
    expect(everything?.headers).toMatchObject({
      cookie: '[redacted]',
      authorization: '[redacted]',
    });
    for (const line of lines.filter((l) => l.req !== undefined || l.res !== undefined))
      expect(line.reqId).toEqual(expect.any(String));
    for (const line of logLines) expect(line.split('"reqId"').length).toBeLessThanOrEqual(2);
  });

  it('hold no e-mail address, phone number, name, address or birth date, in URLs or bodies', async () => {
    const phone = '5550001111';
    const otherPhone = '5550002222';
    const registerEmail = 'pat.quinn@example.com';
    const personal: string[] = [
      phone,
      otherPhone,
      registerEmail,
      encodeURIComponent(registerEmail),
    ];
    const before = logLines.length;

    // Without a session: 401s, logged at info with their URLs.
    for (const path of [
      `/api/v1/admin/exclusion-register?phone=${phone}`,
      `/api/v1/admin/exclusion-register?email=${encodeURIComponent(registerEmail)}`,
      `/api/v1/user/phone?code=1&phone=${otherPhone}`,
      `/api/v1/admin/players/${registerEmail}/notes`,
    ]) {
      const res = await t.request(path);
      expect(res.status, path).toBe(401);
    }

    // Compliance searches the register (answered 200, logged at debug) and the players list.
    const compliance = await staffSignIn(t, 'compliance');
    for (const query of [`phone=${phone}`, `email=${encodeURIComponent(registerEmail)}`]) {
      const res = await getJson(t, `/admin/exclusion-register?${query}`, compliance);
      expect(res.status).toBe(200);
    }
    expect((await getJson(t, `/admin/players?q=${otherPhone}`, compliance)).status).toBe(200);

    // A player signs up: the dev mailbox is read with their address in the query.
    const player = newPlayer();
    expect((await postJson(t, '/user/sign-up', player)).status).toBe(200);
    await lastMessageTo(t, player.email);
    personal.push(player.email, encodeURIComponent(player.email));

    // A service that logs a profile form it was sent.
    const profile = {
      firstName: 'Quentin',
      lastName: 'Zebulonsky',
      dateOfBirth: '1987-06-05',
      addressLine_1: '742 Evergreen Terrace',
      zipCode: '90210',
      phone: otherPhone,
      email: registerEmail,
      bank: { accountHolderName: 'Quentin Zebulonsky', routingNumber: '021000021' },
    };
    const careless = await postJson(t, '/__log-everything', { profile });
    expect(careless.status).toBe(200);
    personal.push(
      'Quentin',
      'Zebulonsky',
      '1987-06-05',
      '742 Evergreen Terrace',
      '90210',
      '021000021',
    );

    const logs = logLines.slice(before).join('');
    expect(logs).toContain('/api/v1/admin/exclusion-register?phone=[redacted]');
    expect(logs).toContain('/api/v1/user/phone?code=1&phone=[redacted]');
    expect(logs).toContain('/api/v1/admin/players/[redacted]/notes');
    expect(logs).toContain('logged everything');
    for (const value of personal) expect(logs).not.toContain(value);
  });
});
