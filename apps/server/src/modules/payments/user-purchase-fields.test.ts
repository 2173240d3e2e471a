import { eq } from 'drizzle-orm';
import { users } from '../users/users.tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { postJson, signUpVerified } from '../../test/accounts';
import {
  expectLedgerBalanced,
  postWebhook,
  profileOf,
  purchaseRow,
  startHostedPurchase,
  walletOf,
  webhookEvent,
} from './payments-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const PACKAGE_3 = { packageId: 3, amount: 9.99 };

async function buy(cookie: string, pkg: { packageId: number; amount: number }) {
  const started = await startHostedPurchase(t, cookie, pkg);
  await postWebhook(
    t,
    'ippay',
    webhookEvent('payment.succeeded', started.data.id, Math.round(pkg.amount * 100)),
  );
  return started.data.id;
}

describe('the User entity’s purchase fields', () => {
  it('shows a new player’s first-purchase bonus and VIP start, and what a purchase changes', async () => {
    const { cookie } = await signUpVerified(t);
    const before = await profileOf(t, cookie);
    expect(before.isFirstPurchase).toBe(true);
    expect(before.firstPurchaseBonus).toEqual({ isClaimed: false, percentage: 50 });
    expect(before.vipTierDetail).toEqual({
      currentTier: {
        level: 0,
        name: 'Bronze',
        icon: '/images/vip/bronze.svg',
        boost: 0,
        rakeback: 0,
        liveSupport: false,
      },
      nextTier: {
        name: 'Silver',
        icon: '/images/vip/silver.svg',
        scRequiredPlay: 100,
        gcRequiredPurchase: 100000,
      },
      totalScSpend: 0,
      totalGcSpend: 0,
      percentage: 0,
    });

    await buy(cookie, PACKAGE_3);
    const after = await profileOf(t, cookie);
    expect(after.isFirstPurchase).toBe(false);
    expect(after.firstPurchaseBonus).toEqual({ isClaimed: true, percentage: 50 });
    // Silver needs both 100,000 GC bought (done) and 100 SC played (none yet).
    expect(after.vipTierDetail).toMatchObject({
      totalGcSpend: 150000,
      totalScSpend: 0,
      percentage: 0,
    });
  });

  it('gives the first-purchase bonus to the first purchase that succeeds, not to both of two started', async () => {
    const { cookie } = await signUpVerified(t);
    const first = await startHostedPurchase(t, cookie, PACKAGE_3);
    const second = await startHostedPurchase(t, cookie, PACKAGE_3);
    expect(second.paymentData.isFirstDeposit).toBe(true);
    await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', second.data.id, 999));
    await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', first.data.id, 999));
    expect(await purchaseRow(t, second.data.id)).toMatchObject({
      creditedGc: 15_000_000,
      creditedSc: 1500,
    });
    expect(await purchaseRow(t, first.data.id)).toMatchObject({
      creditedGc: 10_000_000,
      creditedSc: 1000,
    });
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 250000,
      scCoin: { wsc: 0 },
      totalScCoin: 25,
    });
    await expectLedgerBalanced(t);
  });

  it('adds the VIP boost of the player’s tier to what a purchase credits', async () => {
    const { cookie, userId } = await signUpVerified(t);
    // Package 7: $199.99 for 2,200,000 GC and 210 SC (no first-purchase bonus on it).
    await buy(cookie, { packageId: 7, amount: 199.99 });
    for (let i = 0; i < 10; i += 1) {
      const res = await postJson(
        t,
        '/casino-games/9/play',
        { coinType: 'SC', bet: 10, params: { target: 5000, direction: 'over' } },
        cookie,
      );
      expect(res.status).toBe(200);
    }
    const vip = (await profileOf(t, cookie)).vipTierDetail;
    expect(vip.currentTier).toMatchObject({ level: 1, name: 'Silver', boost: 5, rakeback: 0.5 });
    // The back office's search by VIP tier reads the level kept on the player.
    const [kept] = await t.db
      .select({ vipLevel: users.vipLevel })
      .from(users)
      .where(eq(users.id, userId));
    expect(kept?.vipLevel).toBe(1);
    expect(vip.nextTier).toMatchObject({
      name: 'Gold',
      gcRequiredPurchase: 500000,
      scRequiredPlay: 500,
    });
    expect(vip).toMatchObject({ totalGcSpend: 2200000, totalScSpend: 100 });
    // To Gold: GC 2,200,000 of 500,000 is done; SC 100 → 500 from Silver's 100 is 0%.
    expect(vip.percentage).toBe(0);

    const gcBefore = (await walletOf(t, cookie)).gcCoin;
    const referenceId = await buy(cookie, { packageId: 1, amount: 1.99 });
    expect(await purchaseRow(t, referenceId)).toMatchObject({
      vipBoostPercent: 5,
      creditedGc: 2_100_000,
      creditedSc: 210,
    });
    expect((await walletOf(t, cookie)).gcCoin).toBe(gcBefore + 21000);
    await expectLedgerBalanced(t);
  });
});
