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
    // 100,000 GC bought reaches Silver without play (GC bought OR SC played); toward Gold the
    // GC is 50,000 of the 400,000 between the tiers (12.5 %), the SC 0 %: the further counts.
    expect(after.vipTierDetail).toMatchObject({
      currentTier: { level: 1, name: 'Silver', boost: 5 },
      nextTier: { name: 'Gold' },
      totalGcSpend: 150000,
      totalScSpend: 0,
      percentage: 12,
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
    // 2,200,000 GC bought passes Silver, Gold and Platinum (2,000,000) whatever was played.
    expect(vip.currentTier).toMatchObject({ level: 3, name: 'Platinum', boost: 15, rakeback: 1.5 });
    // The back office's search by VIP tier reads the level kept on the player.
    const [kept] = await t.db
      .select({ vipLevel: users.vipLevel })
      .from(users)
      .where(eq(users.id, userId));
    expect(kept?.vipLevel).toBe(3);
    expect(vip.nextTier).toMatchObject({
      name: 'Emerald',
      gcRequiredPurchase: 5000000,
      scRequiredPlay: 5000,
    });
    expect(vip).toMatchObject({ totalGcSpend: 2200000, totalScSpend: 100 });
    // To Emerald: GC 200,000 of the 3,000,000 between the tiers (6.7 %); SC 100 is below
    // Platinum's 2,000 (0 %).
    expect(vip.percentage).toBe(6);

    const gcBefore = (await walletOf(t, cookie)).gcCoin;
    const referenceId = await buy(cookie, { packageId: 1, amount: 1.99 });
    expect(await purchaseRow(t, referenceId)).toMatchObject({
      vipBoostPercent: 15,
      creditedGc: 2_300_000,
      creditedSc: 230,
    });
    expect((await walletOf(t, cookie)).gcCoin).toBe(gcBefore + 23000);
    await expectLedgerBalanced(t);
  });
});
