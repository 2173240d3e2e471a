import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const SEEDED = {
  welcome: { gc: 50000, sc: 2, isActive: true },
  daily: { gc: 10000, sc: 0.3, isActive: true },
  referral: { gc: 10000, sc: 5, isActive: true, monthlyCap: 20 },
};

const put = (body: unknown, cookie: string) =>
  postJson(t, '/admin/bonus-settings', body, cookie, 'PUT');

describe('the bonus amounts in the back office', () => {
  it('lets every role read them and only rewards.write change them, audited and live at once', async () => {
    const support = await staffSignIn(t, 'support');
    const read = await getJson(t, '/admin/bonus-settings', support);
    expect(read.status).toBe(200);
    expect((await json(read)).data).toEqual(SEEDED);

    const next = {
      welcome: { gc: 60000, sc: 3, isActive: true },
      daily: { gc: 12000.5, sc: 0.25, isActive: false },
      referral: { gc: 15000, sc: 7.5, isActive: true, monthlyCap: 5 },
    };
    for (const role of ['support', 'finance', 'compliance'] as const) {
      const refused = await put(next, await staffSignIn(t, role));
      expect(refused.status).toBe(403);
      expect((await json(refused)).errors[0].errorCode).toBe(4005);
    }

    const content = await staffSignIn(t, 'content');
    const changed = await put(next, content);
    expect(changed.status).toBe(200);
    expect((await json(changed)).data).toEqual(next);

    const [entry] = await auditOf(t, 'bonus.settings.update');
    expect(entry).toMatchObject({ target: 'bonus-settings', before: SEEDED, after: next });

    // Live at once: the player's offers read the new amounts.
    const { cookie } = await signUpVerified(t);
    expect((await json(await getJson(t, '/bonus/welcome-bonus', cookie))).data).toMatchObject({
      gcAmount: 60000,
      scAmount: 3,
    });
    expect((await json(await getJson(t, '/bonus/daily-bonus', cookie))).data).toMatchObject({
      gcAmount: 12000.5,
      isActive: false,
    });
    expect(
      (await json(await getJson(t, '/bonus/get-referral-bonus-details', cookie))).data,
    ).toMatchObject({ bonusGC: 15000, bonusSC: 7.5 });

    const back = await put(SEEDED, await staffSignIn(t, 'admin'));
    expect(back.status).toBe(200);
  });

  it('refuses bad amounts with a clear message and changes nothing', async () => {
    const admin = await staffSignIn(t, 'admin');
    const cases = [
      [{ ...SEEDED, welcome: { ...SEEDED.welcome, gc: -1 } }, 'cannot be below 0'],
      [{ ...SEEDED, daily: { ...SEEDED.daily, sc: 0.001 } }, 'at most two decimals'],
      [{ ...SEEDED, referral: { ...SEEDED.referral, monthlyCap: 2.5 } }, 'whole number'],
      [{ welcome: SEEDED.welcome, daily: SEEDED.daily }, 'referral'],
    ] as const;
    const entries = (await auditOf(t, 'bonus.settings.update')).length;
    for (const [body, text] of cases) {
      const res = await put(body, admin);
      expect(res.status).toBe(400);
      const error = (await json(res)).errors[0];
      expect(error.errorCode).toBe(1000);
      expect(error.description).toContain(text);
    }
    expect((await json(await getJson(t, '/admin/bonus-settings', admin))).data).toEqual(SEEDED);
    expect(await auditOf(t, 'bonus.settings.update')).toHaveLength(entries);
  });

  it('refuses a player session', async () => {
    const { cookie } = await signUpVerified(t);
    expect((await getJson(t, '/admin/bonus-settings', cookie)).status).toBe(401);
    expect((await put(SEEDED, cookie)).status).toBe(401);
  });
});
