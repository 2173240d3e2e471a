import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  b64,
  getJson,
  GOOD_PASSWORD,
  login,
  postJson,
  sessionCookie,
  signUpVerified,
} from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { connectWallet } from '../realtime/socket-test-kit';
import { cancel, readyPlayer, redeem, redeemBody } from '../redemptions/redemptions-test-kit';
import { enableTwoFactor, freshCode } from '../two-factor/two-factor-test-kit';
import { users } from '../users/users.tables';
import { sessions } from './auth.tables';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const errorOf = async (res: Response) => ({
  status: res.status,
  ...((await json(res)).errors?.[0] as { errorCode: number; description: string }),
});

function redeemOnlyLogin(t: TestApp, email: string, password = GOOD_PASSWORD) {
  return t.request('/api/v1/user/login/redeem-only', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: b64(password),
      isTermsAccepted: true,
      stateRestrictionAccept: true,
    }),
  });
}

/** A player who may redeem (purchase, KYC, 100.00 SC won), then on a break or self-excluded. */
async function excludedPlayer(kind: 'break' | 'exclusion') {
  const account = await readyPlayer(t);
  const res =
    kind === 'break'
      ? await postJson(t, '/account-safety/break', { days: 3 }, account.cookie)
      : await postJson(
          t,
          '/account-safety/self-exclusion',
          { period: '6m', confirm: true },
          account.cookie,
        );
  expect(res.status).toBe(200);
  return account;
}

const redeemableOf = async (cookie: string) =>
  (await json(await getJson(t, '/user/profile', cookie))).data.userWallet.scCoin.wsc as number;

describe('redeem-only session', () => {
  it.each([
    ['on a break', 'break', 2320, 'taking a break from play until'],
    ['self-excluded', 'exclusion', 2321, 'excluded yourself from play until'],
  ] as const)(
    'a player %s opens one and requests a redemption that holds SC',
    async (_label, kind, code, wording) => {
      const p = await excludedPlayer(kind);
      expect(await errorOf(await login(t, p.player.email))).toMatchObject({
        status: 423,
        errorCode: code,
      });

      const res = await redeemOnlyLogin(t, p.player.email);
      expect(res.status).toBe(200);
      const cookie = sessionCookie(res)!;
      expect(cookie).toBeTruthy();
      const { user } = (await json(res)).data;
      expect(user).toMatchObject({ userId: p.userId, sessionScope: 'redeem' });
      expect(user.restriction.errorCode).toBe(code);
      expect(user.restriction.message).toContain(wording);

      const profile = (await json(await getJson(t, '/user/profile', cookie))).data;
      expect(profile).toMatchObject({ sessionScope: 'redeem', restriction: { errorCode: code } });
      expect(profile.userWallet.scCoin.wsc).toBe(100);

      const requested = await redeem(t, cookie, redeemBody(40));
      expect(requested.status).toBe(200);
      const { redemption } = (await json(requested)).data;
      expect(redemption).toMatchObject({ amount: '40.00', status: 'PENDING' });
      expect(await redeemableOf(cookie)).toBe(60);

      const list = (await json(await getJson(t, '/payment/redeem-requests', cookie))).data;
      expect(list.rows.map((r: { redeemRequestId: number }) => r.redeemRequestId)).toEqual([
        redemption.redeemRequestId,
      ]);
      expect((await cancel(t, cookie, redemption.redeemRequestId)).status).toBe(200);
      expect(await redeemableOf(cookie)).toBe(100);

      // Logout ends it like any session.
      expect((await postJson(t, '/user/logout', {}, cookie)).status).toBe(200);
      expect((await getJson(t, '/user/profile', cookie)).status).toBe(401);
    },
  );

  it('refuses bets, purchases, bonuses, profile edits and the wallet socket with 2329', async () => {
    const p = await excludedPlayer('break');
    const cookie = sessionCookie(await redeemOnlyLogin(t, p.player.email))!;
    const refusals = [
      await postJson(
        t,
        '/casino-games/9/play',
        { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'over' } },
        cookie,
      ),
      await postJson(
        t,
        '/payment/init-pay',
        { providerType: 'IPPAY', paymentType: 'deposit', packageId: 3, amount: 9.99 },
        cookie,
      ),
      await postJson(
        t,
        '/payment/finix/create-instrument',
        { packageId: 3, amount: 9.99, type: 'TOKEN', token: 'tok', fraud_session_id: 'FS' },
        cookie,
      ),
      await getJson(t, '/bonus/daily-bonus', cookie),
      await postJson(t, '/bonus/daily-bonus', {}, cookie),
      await postJson(t, '/user/profile', { firstName: 'Changed' }, cookie, 'PUT'),
      await getJson(t, '/casino-games', cookie),
    ];
    for (const res of refusals) expect(await errorOf(res)).toMatchObject({ errorCode: 2329 });
    expect(refusals.every((r) => r.status === 403)).toBe(true);
    await expect(connectWallet(t.baseUrl, cookie)).rejects.toThrow();
    // Nothing was bought or played: the redeemable SC are untouched.
    expect(await redeemableOf(cookie)).toBe(100);
  });

  it('a self-excluded player reaches support from the redeem-only session: Contact Us and their tickets', async () => {
    const p = await excludedPlayer('exclusion');
    const cookie = sessionCookie(await redeemOnlyLogin(t, p.player.email))!;
    const form = new FormData();
    form.append('topic', 'responsible-gaming');
    form.append('name', 'Excluded Player');
    form.append('message', 'I excluded myself and need help with my account, please.');
    const sent = await t.request('/api/v1/support/contact', {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    expect(sent.status).toBe(200);
    const { ticketNumber } = (await json(sent)).data;
    const tickets = (await json(await getJson(t, '/support/tickets', cookie))).data.tickets;
    expect(tickets.map((ticket: { number: string }) => ticket.number)).toEqual([ticketNumber]);
  });

  it('every route not on the allowlist refuses a redeem-only session (new routes are closed by default)', async () => {
    const allowed = t.app.apiRoutes
      .filter((r) => r.allowRedeemOnly && r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(allowed).toEqual(
      [
        'GET /api/v1/kyc/documents/:documentId/file',
        'GET /api/v1/kyc/get-kyc-setting',
        'GET /api/v1/kyc/get-labels',
        'GET /api/v1/kyc/init-kyc',
        'GET /api/v1/payment/get-funding-source',
        'GET /api/v1/payment/redeem-requests',
        'GET /api/v1/user/profile',
        'POST /api/v1/kyc/update-ssn',
        'POST /api/v1/kyc/upload-image',
        'POST /api/v1/payment/finix/create-instrument-payout',
        'POST /api/v1/payment/init-pay',
        'POST /api/v1/payment/redeem-request',
        'POST /api/v1/payment/update-funding-source',
        'POST /api/v1/support/contact',
        'GET /api/v1/support/tickets',
        'POST /api/v1/support/tickets/:ticketNumber/replies',
        'GET /api/v1/support/tickets/:ticketNumber/attachments/:messageId',
        'POST /api/v1/user/login',
        'POST /api/v1/user/login/redeem-only',
        'POST /api/v1/user/login/redeem-only/two-factor',
        'POST /api/v1/user/login/two-factor',
        'POST /api/v1/user/logout',
        'POST /api/v1/user/two-factor/step-up',
        'PUT /api/v1/payment/redeem-request',
        'PUT /api/v1/payment/redeem-request/answer',
        'PUT /api/v1/payment/redeem-request/bank-details',
      ].sort(),
    );

    const p = await excludedPlayer('exclusion');
    const cookie = sessionCookie(await redeemOnlyLogin(t, p.player.email))!;
    const closed = t.app.apiRoutes.filter((r) => !r.allowRedeemOnly && !r.staff);
    expect(closed.length).toBeGreaterThan(50);
    const open: string[] = [];
    for (const route of closed) {
      const url = route.url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
      const res = await t.request(url, {
        method: route.method,
        headers: { cookie, 'idempotency-key': `walk-${route.method}-${url}` },
      });
      const body = route.method === 'HEAD' ? {} : await json(res).catch(() => ({}));
      if (res.status !== 403 || (route.method !== 'HEAD' && body.errors?.[0]?.errorCode !== 2329))
        open.push(`${route.method} ${route.url} → ${res.status}`);
    }
    expect(open).toEqual([]);
    // The session itself still works for what it is for.
    expect((await getJson(t, '/user/profile', cookie)).status).toBe(200);
  });

  it('a player who may sign in gets 2327 (log in as usual); one with nothing to redeem 2328', async () => {
    const free = await readyPlayer(t);
    expect(await errorOf(await redeemOnlyLogin(t, free.player.email))).toMatchObject({
      status: 409,
      errorCode: 2327,
    });

    const empty = await signUpVerified(t);
    await postJson(t, '/account-safety/break', { days: 1 }, empty.cookie);
    const refused = await redeemOnlyLogin(t, empty.player.email);
    expect(await errorOf(refused)).toMatchObject({ status: 409, errorCode: 2328 });
    expect(sessionCookie(refused)).toBeUndefined();
  });

  it('checks the password as login does (wrong password 3065, unknown email 3183, no session)', async () => {
    const p = await excludedPlayer('break');
    const wrong = await redeemOnlyLogin(t, p.player.email, 'Wrong!Password1');
    expect(await errorOf(wrong)).toMatchObject({ status: 400, errorCode: 3065 });
    expect(sessionCookie(wrong)).toBeUndefined();
    const unknown = await redeemOnlyLogin(t, 'nobody-redeem-only@example.com');
    expect(await errorOf(unknown)).toMatchObject({ errorCode: 3183 });
  });

  it('a suspended or closed account is refused (3082) even while excluded with SC to redeem', async () => {
    for (const status of ['suspended', 'closed'] as const) {
      const p = await excludedPlayer('break');
      await t.db.update(users).set({ status }).where(eq(users.id, p.userId));
      const res = await redeemOnlyLogin(t, p.player.email);
      expect(await errorOf(res)).toMatchObject({ errorCode: 3082 });
      expect(sessionCookie(res)).toBeUndefined();
    }
  });

  it('a player with two-factor sign-in on must give the code before the session opens', async () => {
    const q = await readyPlayer(t);
    const { secret } = await enableTwoFactor(t, q.cookie);
    await postJson(t, '/account-safety/break', { days: 2 }, q.cookie);

    const first = await redeemOnlyLogin(t, q.player.email);
    expect(first.status).toBe(200);
    expect(sessionCookie(first)).toBeUndefined();
    const challenge = (await json(first)).data;
    expect(challenge.twoFactorRequired).toBe(true);

    const codeStep = (code: string) =>
      postJson(t, '/user/login/redeem-only/two-factor', {
        challengeToken: challenge.challengeToken,
        code,
      });
    const bad = await codeStep('000000');
    expect(bad.status).not.toBe(200);
    expect(sessionCookie(bad)).toBeUndefined();

    const ok = await codeStep(await freshCode(secret));
    expect(ok.status).toBe(200);
    const cookie = sessionCookie(ok)!;
    expect((await json(ok)).data.user).toMatchObject({
      sessionScope: 'redeem',
      restriction: { errorCode: 2320 },
    });
    // The code of this sign-in counts as the step-up a redemption asks of a two-factor player.
    expect((await redeem(t, cookie, redeemBody(25))).status).toBe(200);
    expect((await postJson(t, '/bonus/daily-bonus', {}, cookie)).status).toBe(403);
  });

  it('ends after 30 minutes idle', async () => {
    const p = await excludedPlayer('break');
    const cookie = sessionCookie(await redeemOnlyLogin(t, p.player.email))!;
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '29 minutes'` })
      .where(eq(sessions.userId, p.userId));
    expect((await getJson(t, '/user/profile', cookie)).status).toBe(200);
    await t.db
      .update(sessions)
      .set({ lastSeenAt: sql`now() - interval '31 minutes'` })
      .where(eq(sessions.userId, p.userId));
    expect((await getJson(t, '/user/profile', cookie)).status).toBe(401);
  });

  it('a normal session answers sessionScope full', async () => {
    const p = await signUpVerified(t);
    expect((await json(await getJson(t, '/user/profile', p.cookie))).data.sessionScope).toBe(
      'full',
    );
  });
});
