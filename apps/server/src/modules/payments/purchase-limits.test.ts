import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { postJson, signUpVerified } from '../../test/accounts';
import { playerLimits } from '../responsible-gambling/responsible-gambling.tables';
import { packages } from './packages.tables';
import { purchases } from './purchases.tables';
import { operatorCookie, setPaymentFlags } from './payments-admin-kit';
import { auditOf } from '../staff/staff-test-kit';
import {
  postWebhook,
  profileOf,
  startHostedPurchase,
  webhookEvent,
  withPaymentSettings,
} from './payments-test-kit';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await startTestApp();
  operator = await operatorCookie(t);
});
afterAll(async () => {
  await t.close();
});

const PACKAGE_3 = { packageId: 3, amount: 9.99 };
const initPay = (cookie: string, body: Record<string, unknown> = PACKAGE_3) =>
  postJson(
    t,
    '/payment/init-pay',
    { providerType: 'IPPAY', paymentType: 'deposit', ...body },
    cookie,
  );

async function purchaseCount(userId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(purchases)
    .where(eq(purchases.userId, userId));
  return row?.n ?? 0;
}

async function errorOf(res: Response) {
  return { status: res.status, ...(await json(res)).errors[0] };
}

/** A purchase of package 3 that succeeded `daysAgo` days ago. */
async function pastPurchase(cookie: string, daysAgo: number) {
  const started = await startHostedPurchase(t, cookie, PACKAGE_3);
  await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', started.data.id, 999));
  await t.db
    .update(purchases)
    .set({ createdAt: new Date(Date.now() - daysAgo * 24 * 3600 * 1000) })
    .where(eq(purchases.referenceId, started.data.id));
}

async function setLimits(
  userId: number,
  limits: { daily?: number; weekly?: number; monthly?: number },
) {
  const periods = ['daily', 'weekly', 'monthly'] as const;
  await t.db.insert(playerLimits).values(
    periods.flatMap((period) => {
      const value = limits[period];
      return value === undefined
        ? []
        : [{ userId, kind: 'purchase' as const, unit: 'USD' as const, period, value }];
    }),
  );
}

describe('restricted players (3079)', () => {
  it('refuses every purchase call of a restricted player, and nothing is recorded', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const flags = await setPaymentFlags(t, operator, userId, { isRestrict: true });
    expect(flags).toEqual({ bankPurchaseDisabled: false, isRestrict: true, isInternalUser: false });
    const [audited] = await auditOf(t, 'player.flags', userId);
    expect(audited).toMatchObject({
      staffEmail: 'admin@goldensweeps.test',
      before: { isRestrict: false },
      after: { isRestrict: true },
    });
    expect((await profileOf(t, cookie)).isRestrict).toBe(true);
    const calls = [
      initPay(cookie),
      initPay(cookie, { ...PACKAGE_3, providerType: 'fiat' }),
      postJson(
        t,
        '/payment/finix/create-instrument',
        { ...PACKAGE_3, type: 'TOKEN', token: 'tok_1' },
        cookie,
      ),
      postJson(t, '/payment/paynote', PACKAGE_3, cookie),
    ];
    for (const res of await Promise.all(calls)) {
      expect(await errorOf(res)).toMatchObject({
        status: 400,
        errorCode: 3079,
        description: 'You are restricted for this action.',
      });
    }
    expect(await purchaseCount(userId)).toBe(0);
    await setPaymentFlags(t, operator, userId, { isRestrict: false });
    expect((await initPay(cookie)).status).toBe(200);
  });

  it('keeps payment flags for operators only', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const res = await postJson(
      t,
      `/admin/players/${userId}/flags`,
      { isRestrict: false },
      cookie,
      'PUT',
    );
    expect(await errorOf(res)).toMatchObject({ status: 401, errorCode: 4003 });
    const empty = await postJson(t, `/admin/players/${userId}/flags`, {}, operator, 'PUT');
    expect((await errorOf(empty)).description).toBe('Change at least one flag');
    const nobody = await postJson(
      t,
      '/admin/players/999999/flags',
      { isRestrict: true },
      operator,
      'PUT',
    );
    expect(nobody.status).toBe(404);
  });
});

describe('packages that cannot be bought (3087)', () => {
  it('refuses an unknown, inactive or ended package and a price other than the package’s', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const [inactive] = await t.db
      .insert(packages)
      .values({ amount: 500, gcCoin: 5_000_000, scCoin: 500, isActive: false })
      .returning();
    const [ended] = await t.db
      .insert(packages)
      .values({
        amount: 500,
        gcCoin: 5_000_000,
        scCoin: 500,
        validTill: new Date(Date.now() - 60_000),
      })
      .returning();
    for (const packageId of [999_999, inactive!.packageId, ended!.packageId]) {
      expect(await errorOf(await initPay(cookie, { packageId, amount: 5 }))).toMatchObject({
        status: 400,
        errorCode: 3087,
        description: 'This package is no longer available.',
      });
    }
    expect(await errorOf(await initPay(cookie, { packageId: 3, amount: 1 }))).toMatchObject({
      errorCode: 3087,
      description:
        'The price of this package is now $9.99. Please refresh the store and try again.',
    });
    expect(await purchaseCount(userId)).toBe(0);
  });

  it('sells the one-time offer once', async () => {
    const { cookie } = await signUpVerified(t);
    const offer = { packageId: 9, amount: 14.99 };
    const started = await startHostedPurchase(t, cookie, offer);
    await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', started.data.id, 1499));
    expect(await errorOf(await initPay(cookie, offer))).toMatchObject({
      errorCode: 3087,
      description: 'You have already bought this one-time offer.',
    });
  });

  it('sells the welcome offer only within its minutes after sign-up', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const welcome = { packageId: 8, amount: 9.99 };
    expect((await initPay(cookie, welcome)).status).toBe(200);
    await t.db.execute(
      sql`update users set created_at = now() - interval '61 minutes' where id = ${userId}`,
    );
    expect(await errorOf(await initPay(cookie, welcome))).toMatchObject({
      errorCode: 3087,
      description: 'The welcome offer can only be bought in the first 60 minutes after sign-up.',
    });
  });
});

describe('the store’s daily purchase limit (3084)', () => {
  it('counts the Eastern day’s purchases, waiting ones included, and refuses what would go over', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await withPaymentSettings(t, { dailyPurchaseLimitCents: 1500 }, async () => {
      expect((await initPay(cookie)).status).toBe(200);
      expect(await errorOf(await initPay(cookie))).toMatchObject({
        status: 400,
        errorCode: 3084,
        description:
          "This purchase of $9.99 would go over the store's daily purchase limit of $15.00. You can purchase up to $5.01 more today.",
      });
      expect((await initPay(cookie, { packageId: 1, amount: 1.99 })).status).toBe(200);
    });
    expect(await purchaseCount(userId)).toBe(2);
  });

  it('frees the limit when a purchase fails', async () => {
    const { cookie } = await signUpVerified(t);
    await withPaymentSettings(t, { dailyPurchaseLimitCents: 1500 }, async () => {
      const started = await startHostedPurchase(t, cookie, PACKAGE_3);
      await postWebhook(
        t,
        'ippay',
        webhookEvent('payment.failed', started.data.id, 999, { reason: 'Card declined' }),
      );
      expect((await initPay(cookie)).status).toBe(200);
    });
  });
});

describe('the player’s own purchase limits (limitCheck, 3088)', () => {
  it('answers init-pay with success false and a message naming the limit and what is left', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await setLimits(userId, { daily: 1500 });
    expect((await initPay(cookie)).status).toBe(200);
    const res = await initPay(cookie);
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({
      success: false,
      link: null,
      data: null,
      paymentData: null,
      limitCheck: {
        message:
          'This purchase of $9.99 would go over your daily purchase limit of $15.00. You have $5.01 left of it today.',
      },
    });
    expect(await purchaseCount(userId)).toBe(1);
  });

  it('answers 3088 with the same message on the card and bank calls', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await setLimits(userId, { daily: 500 });
    const message =
      'This purchase of $9.99 would go over your daily purchase limit of $5.00. You have $5.00 left of it today.';
    const card = await postJson(
      t,
      '/payment/finix/create-instrument',
      { ...PACKAGE_3, type: 'TOKEN', token: 'tok_any' },
      cookie,
    );
    expect(await errorOf(card)).toMatchObject({
      status: 400,
      errorCode: 3088,
      description: message,
    });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      accountHolderName: 'Pat Player',
      bankName: 'Test Bank',
      accountNumber: '000123456789',
      routingNumber: '021000021',
      accountType: 'checking',
    }))
      form.append(k, v);
    await t.request('/api/v1/payment/bank-details', {
      method: 'PUT',
      headers: { cookie },
      body: form,
    });
    const bank = await postJson(t, '/payment/paynote', PACKAGE_3, cookie);
    expect(await errorOf(bank)).toMatchObject({ errorCode: 3088, description: message });
    expect(await purchaseCount(userId)).toBe(0);
  });

  it('counts the last 7 and 30 days for the weekly and monthly limits', async () => {
    const weekly = await signUpVerified(t);
    await pastPurchase(weekly.cookie, 3);
    await setLimits(weekly.userId, { daily: 5000, weekly: 1500 });
    expect((await json(await initPay(weekly.cookie))).data.limitCheck.message).toBe(
      'This purchase of $9.99 would go over your weekly purchase limit of $15.00. You have $5.01 left of it for the last 7 days.',
    );

    const monthly = await signUpVerified(t);
    await pastPurchase(monthly.cookie, 40);
    await pastPurchase(monthly.cookie, 20);
    await setLimits(monthly.userId, { weekly: 1500, monthly: 1500 });
    // The purchase of 40 days ago no longer counts: $5.01 is left, not nothing.
    expect((await json(await initPay(monthly.cookie))).data.limitCheck.message).toBe(
      'This purchase of $9.99 would go over your monthly purchase limit of $15.00. You have $5.01 left of it for the last 30 days.',
    );
    expect(
      (await json(await initPay(monthly.cookie, { packageId: 1, amount: 1.99 }))).data.success,
    ).toBe(true);
  });

  it('lets only one of five simultaneous starts through a limit that fits one', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await setLimits(userId, { daily: 1500 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => initPay(cookie).then(json)));
    expect(answers.filter((a) => a.data.success === true)).toHaveLength(1);
    expect(answers.filter((a) => a.data.limitCheck !== null)).toHaveLength(4);
    expect(await purchaseCount(userId)).toBe(1);
  });
});
