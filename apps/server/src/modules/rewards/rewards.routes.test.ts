import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TRewardItem } from '@app/contracts/rewards';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { postWebhook, startHostedPurchase, webhookEvent } from '../payments/payments-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const PACKAGE_3 = { packageId: 3, amount: 9.99 };

const all = async (cookie: string): Promise<TRewardItem[]> =>
  (await json(await getJson(t, '/bonus/get-all-bonus', cookie))).data.bonuses;
const byId = (items: TRewardItem[]) => new Map(items.map((i) => [i.id, i]));

describe('GET /bonus/get-all-bonus', () => {
  it('lists a new player’s bonuses with their states, and follows claims and a tier reached', async () => {
    const { cookie } = await signUpVerified(t);
    const first = await all(cookie);
    expect(first.map((i) => i.kind)).toEqual([
      'welcome',
      'daily',
      'spinWheel',
      'vipTier',
      'rakeback',
      'referral',
    ]);
    expect(byId(first).get('spinWheel')).toMatchObject({ state: 'claimable', availableAt: null });
    expect(byId(first).get('welcome')).toMatchObject({
      state: 'claimable',
      gcAmount: 50000,
      scAmount: 2,
    });
    expect(byId(first).get('daily')).toMatchObject({ state: 'claimable', availableAt: null });
    expect(byId(first).get('vipTier:2')).toMatchObject({
      title: 'Silver Tier',
      state: 'unavailable',
      detail: 'Buy 100,000.00 GC or play 100.00 SC in total to reach it',
      vipTierId: 2,
    });
    expect(byId(first).get('rakeback')).toMatchObject({ state: 'unavailable', scAmount: 0 });
    expect(byId(first).get('referral')).toMatchObject({
      state: 'unavailable',
      gcAmount: 10000,
      scAmount: 5,
    });

    expect((await postJson(t, '/bonus/welcome-bonus', {}, cookie)).status).toBe(200);
    expect((await postJson(t, '/bonus/daily-bonus', {}, cookie)).status).toBe(200);
    expect((await postJson(t, '/spinWheelConfiguration/spin', {}, cookie)).status).toBe(200);
    expect((await postJson(t, '/spinWheelConfiguration/updateWallet', {}, cookie)).status).toBe(
      200,
    );
    const started = await startHostedPurchase(t, cookie, PACKAGE_3);
    await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', started.data.id, 999));

    const after = byId(await all(cookie));
    expect(after.get('welcome')?.state).toBe('claimed');
    expect(after.get('daily')?.state).toBe('claimed');
    expect(Date.parse(after.get('daily')?.availableAt ?? '')).toBeGreaterThan(Date.now());
    expect(after.get('spinWheel')?.state).toBe('claimed');
    expect(Date.parse(after.get('spinWheel')?.availableAt ?? '')).toBeGreaterThan(
      Date.now() + 23 * 3_600_000,
    );
    expect(after.get('vipTier:2')).toMatchObject({ state: 'claimable', gcAmount: 25000 });
    expect(after.get('vipTier:3')).toMatchObject({ title: 'Gold Tier', state: 'unavailable' });
  });

  it('refuses a visitor', async () => {
    expect((await getJson(t, '/bonus/get-all-bonus')).status).toBe(401);
  });
});
