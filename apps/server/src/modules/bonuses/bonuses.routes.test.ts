import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import {
  getJson,
  lastMessageTo,
  login,
  newPlayer,
  postJson,
  sessionCookie,
  signUpVerified,
  tokenFrom,
} from '../../test/accounts';
import { ledgerCheck } from '../wallet/wallet-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const wallet = async (cookie: string) =>
  (await json(await getJson(t, '/user/profile', cookie))).data.userWallet;
/** The profile's two bonus flags (one statement reads both). */
const claimFlags = async (cookie: string) => {
  const { isWelcomeBonusClaimed, isDailyBonusClaimed } = (
    await json(await getJson(t, '/user/profile', cookie))
  ).data;
  return { welcome: isWelcomeBonusClaimed, daily: isDailyBonusClaimed };
};

describe('welcome bonus', () => {
  it('shows the seeded amounts, credits them once, and says so in the profile', async () => {
    const { cookie } = await signUpVerified(t);
    expect(await claimFlags(cookie)).toEqual({ welcome: false, daily: false });
    const offer = (await json(await getJson(t, '/bonus/welcome-bonus', cookie))).data;
    expect(offer).toMatchObject({ gcAmount: 50000, scAmount: 2, isClaimed: false });
    const res = await postJson(t, '/bonus/welcome-bonus', {}, cookie);
    expect(res.status).toBe(200);
    expect((await json(res)).data.message).toBe('Bonus successfully redeemed');
    expect(await wallet(cookie)).toEqual({ gcCoin: 50000, scCoin: { wsc: 0 }, totalScCoin: 2 });
    expect(await claimFlags(cookie)).toEqual({ welcome: true, daily: false });
    const again = await postJson(t, '/bonus/welcome-bonus', {}, cookie);
    expect(again.status).toBe(409);
    expect((await json(again)).errors[0].errorCode).toBe(3101);
    expect(await wallet(cookie)).toEqual({ gcCoin: 50000, scCoin: { wsc: 0 }, totalScCoin: 2 });
  });

  it('credits once when five tabs claim at the same moment', async () => {
    const { cookie } = await signUpVerified(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => postJson(t, '/bonus/welcome-bonus', {}, cookie)),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await wallet(cookie)).gcCoin).toBe(50000);
    for (const row of await ledgerCheck(t.db))
      expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
  });

  it('refuses a visitor without a session', async () => {
    expect((await postJson(t, '/bonus/welcome-bonus', {})).status).toBe(401);
  });

  it('waits for the verified email: a verified phone alone gets 3103 and no coins', async () => {
    const player = newPlayer();
    expect((await postJson(t, '/user/sign-up', player)).status).toBe(200);
    const verifyMail = await lastMessageTo(t, player.email);
    const cookie = sessionCookie(await login(t, player.email))!;
    const phone = `555${String(Date.now()).slice(-7)}`;
    await postJson(t, '/user/phoneVerify', { code: '1', phone }, cookie);
    const otp = (await lastMessageTo(t, `+1${phone}`))?.bodyText.match(/\b(\d{6})\b/)?.[1];
    const verified = await postJson(t, '/user/phone', { code: '1', phone, otp }, cookie);
    expect((await json(verified)).data.user).toMatchObject({
      phoneVerified: true,
      isEmailVerified: false,
    });

    const refused = await postJson(t, '/bonus/welcome-bonus', {}, cookie);
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors[0]).toMatchObject({
      errorCode: 3103,
      name: 'WelcomeBonusEmailNotVerified',
      description:
        'Your email Id is not verified. Please verify your email to claim the welcome bonus.',
    });
    expect(await wallet(cookie)).toEqual({ gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 });

    await postJson(t, '/user/verifyEmail', { token: tokenFrom(verifyMail?.bodyText) });
    const claimed = await postJson(t, '/bonus/welcome-bonus', {}, cookie);
    expect(claimed.status).toBe(200);
    expect((await wallet(cookie)).gcCoin).toBe(50000);
  });
});

describe('daily bonus', () => {
  it('is active once per US Eastern day, with the server message on claim', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const before = (await json(await getJson(t, '/bonus/daily-bonus', cookie))).data;
    expect(before).toMatchObject({
      isActive: true,
      gcAmount: 10000,
      scAmount: 0.3,
      isClaimed: false,
    });
    const res = await postJson(t, '/bonus/daily-bonus', {}, cookie);
    expect((await json(res)).data.message).toBe(
      'Daily bonus claimed: 10,000.00 GC and 0.30 SC have been added to your wallet.',
    );
    const after = (await json(await getJson(t, '/bonus/daily-bonus', cookie))).data;
    expect(after).toMatchObject({ isActive: false, isClaimed: true });
    expect(await claimFlags(cookie)).toEqual({ welcome: false, daily: true });
    expect(new Date(after.nextClaimAt).getTime()).toBeGreaterThan(Date.now());
    expect((await postJson(t, '/bonus/daily-bonus', {}, cookie)).status).toBe(409);
    // The claim of an earlier day does not block today's.
    await t.db.execute(
      sql`update bonus_claims set claim_day = claim_day - 1 where user_id = ${userId} and kind = 'daily'`,
    );
    expect(await claimFlags(cookie)).toEqual({ welcome: false, daily: false });
    expect((await postJson(t, '/bonus/daily-bonus', {}, cookie)).status).toBe(200);
    expect((await wallet(cookie)).gcCoin).toBe(20000);
  });

  it('is not offered while an operator has switched it off', async () => {
    const { cookie } = await signUpVerified(t);
    await t.db.execute(sql`update bonus_settings set is_active = false where key = 'daily'`);
    try {
      expect((await json(await getJson(t, '/bonus/daily-bonus', cookie))).data.isActive).toBe(
        false,
      );
      expect(
        (await json(await postJson(t, '/bonus/daily-bonus', {}, cookie))).errors[0].errorCode,
      ).toBe(3102);
      expect((await wallet(cookie)).gcCoin).toBe(0);
    } finally {
      await t.db.execute(sql`update bonus_settings set is_active = true where key = 'daily'`);
    }
  });
});

describe('transactions', () => {
  it("pages the player's own movements with balance after, filterable by coin", async () => {
    const { cookie } = await signUpVerified(t);
    await postJson(t, '/bonus/welcome-bonus', {}, cookie);
    await postJson(t, '/bonus/daily-bonus', {}, cookie);
    const all = (await json(await getJson(t, '/payment/transactions', cookie))).data;
    expect(all.count).toBe(4);
    expect(all.rows[0]).toMatchObject({
      type: 'bonus',
      coinType: 'SC',
      amount: 0.3,
      balanceAfter: 2.3,
      status: 'success',
    });
    const gcOnly = (
      await json(await getJson(t, '/payment/transactions?coinType=GC&limit=1', cookie))
    ).data;
    expect(gcOnly.count).toBe(2);
    expect(gcOnly.rows).toHaveLength(1);
    expect(gcOnly.rows[0]).toMatchObject({ coinType: 'GC', amount: 10000, balanceAfter: 60000 });
    const other = await signUpVerified(t);
    expect((await json(await getJson(t, '/payment/transactions', other.cookie))).data.count).toBe(
      0,
    );
  });

  it('refuses a bad filter with 400', async () => {
    const { cookie } = await signUpVerified(t);
    const res = await getJson(t, '/payment/transactions?coinType=BTC', cookie);
    expect(res.status).toBe(400);
    expect((await json(res)).errors[0].description).toBe('coinType must be GC or SC');
  });
});

describe('demo player', () => {
  it('is seeded with coins through the ledger', async () => {
    const login = await t.request('/api/v1/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'demo@goldensweeps.test',
        password: Buffer.from('Player!Demo2026').toString('base64'),
        isTermsAccepted: true,
        stateRestrictionAccept: true,
      }),
    });
    const user = (await json(login)).data.user;
    expect(user.userWallet).toEqual({ gcCoin: 250000, scCoin: { wsc: 25 }, totalScCoin: 50 });
    expect(user.state).toBe(44);
  });
});
