import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { cancelChange, errorOf, limitsOf, removeLimit, setLimit } from './limits-test-kit';

const HOUR = 3_600_000;
let shift = 0;
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(Date.now() + shift) });
});
afterAll(async () => {
  await t.close();
});
const later = (hours: number) => {
  shift += hours * HOUR;
};

const DAILY_PURCHASE = { kind: 'purchase', period: 'daily' } as const;
const initPay = (cookie: string) =>
  postJson(
    t,
    '/payment/init-pay',
    { providerType: 'IPPAY', paymentType: 'deposit', packageId: 3, amount: 9.99 },
    cookie,
  );

describe('setting limits', () => {
  it('applies a new or lower limit at once and answers what it did', async () => {
    const { cookie } = await signUpVerified(t);
    const first = await json(await setLimit(t, cookie, { ...DAILY_PURCHASE, amount: 50 }));
    expect(first.data).toMatchObject({
      appliedNow: true,
      message: 'Your daily purchase limit is now $50.00.',
      limit: { kind: 'purchase', coinType: null, period: 'daily', value: 50, pending: null },
    });
    const lower = await json(
      await setLimit(t, cookie, { kind: 'loss', coinType: 'SC', period: 'weekly', amount: 12.5 }),
    );
    expect(lower.data.message).toBe('Your weekly SC net loss limit is now 12.50 SC.');
    await setLimit(t, cookie, { ...DAILY_PURCHASE, amount: 20 });
    await setLimit(t, cookie, { kind: 'session', minutes: 45 });
    expect(await limitsOf(t, cookie)).toEqual([
      { kind: 'purchase', coinType: null, period: 'daily', value: 20, pending: null },
      { kind: 'loss', coinType: 'SC', period: 'weekly', value: 12.5, pending: null },
      { kind: 'session', coinType: null, period: null, value: 45, pending: null },
    ]);
  });

  it('waits 24 hours before a raise applies, and the purchase check follows the clock', async () => {
    const { cookie } = await signUpVerified(t);
    await setLimit(t, cookie, { ...DAILY_PURCHASE, amount: 9.98 });
    expect((await json(await initPay(cookie))).data.limitCheck.message).toBe(
      'This purchase of $9.99 would go over your daily purchase limit of $9.98. You have $9.98 left of it today.',
    );
    const raised = await json(await setLimit(t, cookie, { ...DAILY_PURCHASE, amount: 9.99 }));
    expect(raised.data).toMatchObject({
      appliedNow: false,
      message:
        'Your daily purchase limit goes up to $9.99 in 24 hours. Until then it stays at $9.98.',
      limit: { value: 9.98, pending: { value: 9.99 } },
    });
    later(23.9);
    expect((await json(await initPay(cookie))).data.success).toBe(false);
    later(0.1);
    expect(await limitsOf(t, cookie)).toEqual([
      { kind: 'purchase', coinType: null, period: 'daily', value: 9.99, pending: null },
    ]);
    expect((await json(await initPay(cookie))).data.success).toBe(true);
  });

  it('lowers at once over a waiting raise, and cancels a waiting change', async () => {
    const { cookie } = await signUpVerified(t);
    const wager = { kind: 'wager', coinType: 'GC', period: 'monthly' } as const;
    await setLimit(t, cookie, { ...wager, amount: 1000 });
    await setLimit(t, cookie, { ...wager, amount: 5000 });
    const lowered = await json(await setLimit(t, cookie, { ...wager, amount: 800 }));
    expect(lowered.data.limit).toMatchObject({ value: 800, pending: null });

    await setLimit(t, cookie, { ...wager, amount: 2000 });
    const cancelled = await json(await cancelChange(t, cookie, wager));
    expect(cancelled.data).toMatchObject({
      message: 'The change is cancelled. Your monthly GC wager limit stays at 800.00 GC.',
      limit: { value: 800, pending: null },
    });
    later(25);
    expect((await limitsOf(t, cookie))[0]).toMatchObject({ value: 800, pending: null });
    expect(await errorOf(await cancelChange(t, cookie, wager))).toMatchObject({
      status: 404,
      errorCode: 2304,
      description: 'This limit has no change waiting.',
    });
  });

  it('removes a limit only after 24 hours, unless the player cancels', async () => {
    const { cookie } = await signUpVerified(t);
    const session = { kind: 'session' } as const;
    await setLimit(t, cookie, { ...session, minutes: 30 });
    const removing = await json(await removeLimit(t, cookie, session));
    expect(removing.data).toMatchObject({
      appliedNow: false,
      message:
        'Your session time limit will be removed in 24 hours. Until then it stays at 30 minutes.',
      limit: { value: 30, pending: { value: null } },
    });
    await cancelChange(t, cookie, session);
    await removeLimit(t, cookie, session);
    later(24);
    expect(await limitsOf(t, cookie)).toEqual([]);
    expect(await errorOf(await removeLimit(t, cookie, session))).toMatchObject({
      status: 404,
      errorCode: 2303,
      description: 'You have no such limit.',
    });
    // Set again after the removal: a new limit applies at once.
    expect(
      (await json(await setLimit(t, cookie, { ...session, minutes: 60 }))).data.appliedNow,
    ).toBe(true);
  });

  it('refuses settings that are not valid with a clear message', async () => {
    const { cookie } = await signUpVerified(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ ...DAILY_PURCHASE, amount: 0 }, 'The limit must be at least 0.01'],
      [{ ...DAILY_PURCHASE, amount: 1.234 }, 'Use at most two decimals'],
      [{ kind: 'wager', period: 'daily', amount: 5 }, 'Choose GC or SC'],
      [
        { kind: 'loss', coinType: 'SC', period: 'yearly', amount: 5 },
        'Choose daily, weekly or monthly',
      ],
      [{ kind: 'session', minutes: 1441 }, 'The session limit can be at most 1440 minutes (a day)'],
    ];
    for (const [body, message] of cases) {
      const error = await errorOf(await setLimit(t, cookie, body));
      expect(error).toMatchObject({ status: 400, errorCode: 1000 });
      expect(error.description).toContain(message);
    }
    expect(await limitsOf(t, cookie)).toEqual([]);
    expect((await setLimit(t, '', { ...DAILY_PURCHASE, amount: 5 })).status).toBe(401);
  });
});
