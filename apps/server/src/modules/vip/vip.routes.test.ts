import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { fromDecimal } from '@app/contracts/money';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { fundPlayer } from '../wallet/wallet-test-kit';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import {
  expectLedgerBalanced,
  postWebhook,
  startHostedPurchase,
  walletOf,
  webhookEvent,
} from '../payments/payments-test-kit';
import { users } from '../users/users.tables';
import { walletOperations } from '../wallet/wallet.tables';
import { userTierHistory, vipTiers } from './vip.tables';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Thresholds are staff-editable: here purchases reach Silver, Gold and Platinum (play needs
  // more SC than any test plays), so one purchase of package 3 (150,000 GC with the
  // first-purchase bonus) crosses three tiers.
  const thresholds: Record<number, number> = { 1: 10_000, 2: 50_000, 3: 100_000, 4: 1_000_000 };
  for (const [level, gc] of Object.entries(thresholds)) {
    await t.db
      .update(vipTiers)
      .set({ gcRequiredPurchase: fromDecimal(gc), scRequiredPlay: UNREACHABLE })
      .where(eq(vipTiers.level, Number(level)));
  }
});
afterAll(async () => {
  await t.close();
});

const PACKAGE_3 = { packageId: 3, amount: 9.99 };
/** A threshold no test reaches (a tier is reached by GC bought or SC played). */
const UNREACHABLE = fromDecimal(1_000_000_000);
const SILVER = 2;
const GOLD = 3;
const PLATINUM = 4;
const EMERALD = 5;

async function buy(cookie: string) {
  const started = await startHostedPurchase(t, cookie, PACKAGE_3);
  const res = await postWebhook(
    t,
    'ippay',
    webhookEvent('payment.succeeded', started.data.id, Math.round(PACKAGE_3.amount * 100)),
  );
  expect(res.status).toBe(200);
}

const claim = (cookie: string, body: unknown) =>
  postJson(t, '/rewards/claim-tier-bonus', body, cookie, 'PUT');

async function historyRows(userId: number) {
  return t.db
    .select({
      vipTierId: userTierHistory.vipTierId,
      isBonusClaimed: userTierHistory.isBonusClaimed,
    })
    .from(userTierHistory)
    .where(eq(userTierHistory.userId, userId))
    .orderBy(userTierHistory.vipTierId);
}

describe('GET rewards/vip-tier and rewards/vip-tier-history', () => {
  it('answers the tiers and a new player’s standing at Bronze', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const res = await getJson(t, '/rewards/vip-tier', cookie);
    expect(res.status).toBe(200);
    const data = (await json(res)).data;
    expect(data.vipTiers).toHaveLength(8);
    expect(data.vipTiers[1]).toEqual({
      vipTierId: SILVER,
      level: 1,
      name: 'Silver',
      icon: '/images/vip/silver.svg',
      gcRequiredPurchase: 10000,
      scRequiredPlay: 1_000_000_000,
      bonusGc: 25000,
      bonusSc: 1,
      boost: 5,
      rakeback: 0.5,
      liveSupport: false,
    });
    expect(data.currentVipTier).toMatchObject({ vipTierId: 1, name: 'Bronze' });
    expect(data.nextVipTier).toMatchObject({ vipTierId: SILVER, name: 'Silver' });
    // Bronze is where everyone starts: reached, with no bonus to claim.
    expect(data.userTierHistory).toEqual([{ userId, vipTierId: 1, isBonusClaimed: true }]);
    expect(data).toMatchObject({ totalGcSpend: 0, totalScSpend: 0, percentage: 0 });

    const history = (await json(await getJson(t, '/rewards/vip-tier-history', cookie))).data;
    expect(history).toEqual(data);
  });

  it('refuses a visitor without a session', async () => {
    expect((await getJson(t, '/rewards/vip-tier')).status).toBe(401);
    expect((await getJson(t, '/rewards/vip-tier-history')).status).toBe(401);
  });
});

describe('reaching tiers', () => {
  it('writes one history row for each tier one purchase jumps over, in the credit’s transaction', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await buy(cookie);
    // Read straight from the table, before any VIP call: the credit wrote them.
    expect(await historyRows(userId)).toEqual([
      { vipTierId: 1, isBonusClaimed: true },
      { vipTierId: SILVER, isBonusClaimed: false },
      { vipTierId: GOLD, isBonusClaimed: false },
      { vipTierId: PLATINUM, isBonusClaimed: false },
    ]);
    const [user] = await t.db
      .select({ vipLevel: users.vipLevel })
      .from(users)
      .where(eq(users.id, userId));
    expect(user?.vipLevel).toBe(3);

    // Reads and a second purchase write no second row.
    await getJson(t, '/rewards/vip-tier', cookie);
    await getJson(t, '/rewards/vip-tier-history', cookie);
    await buy(cookie);
    expect((await historyRows(userId)).map((r) => r.vipTierId)).toEqual([
      1,
      SILVER,
      GOLD,
      PLATINUM,
    ]);

    const data = (await json(await getJson(t, '/rewards/vip-tier', cookie))).data;
    expect(data.currentVipTier).toMatchObject({ vipTierId: PLATINUM, name: 'Platinum' });
    expect(data.nextVipTier).toMatchObject({ vipTierId: EMERALD, name: 'Emerald' });
    // Two purchases: 150,000 GC with the first-purchase bonus, then 100,000 plus Platinum's 15 % boost.
    expect(data.totalGcSpend).toBe(265000);
    // From Platinum (100,000) to Emerald (1,000,000): 165,000 / 900,000 = 18 %.
    expect(data.percentage).toBe(18);
  });
});

describe('PUT rewards/claim-tier-bonus', () => {
  it('credits a reached tier’s bonus once with the server message, and refuses the rest', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await buy(cookie);
    const before = await walletOf(t, cookie);

    const res = await claim(cookie, { tierId: GOLD, userId });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({
      message: 'Gold Tier bonus claimed: 100,000.00 GC and 5.00 SC have been added to your wallet.',
    });
    const after = await walletOf(t, cookie);
    expect(after.gcCoin).toBe(before.gcCoin + 100000);
    expect(after.totalScCoin).toBe(before.totalScCoin + 5);

    const history = (await json(await getJson(t, '/rewards/vip-tier-history', cookie))).data;
    expect(history.userTierHistory).toContainEqual({
      userId,
      vipTierId: GOLD,
      isBonusClaimed: true,
    });

    const again = await claim(cookie, { tierId: GOLD, userId });
    expect(again.status).toBe(409);
    expect((await json(again)).errors[0]).toMatchObject({
      errorCode: 2241,
      description: 'Failed to claim bonus',
    });

    const notReached = await claim(cookie, { tierId: EMERALD, userId });
    expect(notReached.status).toBe(400);
    expect((await json(notReached)).errors[0]).toMatchObject({
      errorCode: 2240,
      description: 'Failed to claim bonus',
    });
    expect((await claim(cookie, { tierId: 999, userId })).status).toBe(400);
    // Bronze has no bonus: its row is claimed from the start.
    expect((await claim(cookie, { tierId: 1, userId })).status).toBe(409);

    const other = await signUpVerified(t);
    expect((await claim(cookie, { tierId: SILVER, userId: other.userId })).status).toBe(404);
    expect((await claim(cookie, { tierId: 'gold', userId })).status).toBe(400);
    expect((await claim(cookie, { userId })).status).toBe(400);
    expect(
      (await postJson(t, '/rewards/claim-tier-bonus', { tierId: SILVER, userId }, undefined, 'PUT'))
        .status,
    ).toBe(401);

    expect(await walletOf(t, cookie)).toEqual(after);
    const [silver] = await t.db
      .select({ isBonusClaimed: userTierHistory.isBonusClaimed })
      .from(userTierHistory)
      .where(and(eq(userTierHistory.userId, userId), eq(userTierHistory.vipTierId, SILVER)));
    expect(silver?.isBonusClaimed).toBe(false);
    await expectLedgerBalanced(t);
  });

  it('credits once when 20 claims of the same tier arrive at once', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await buy(cookie);
    const before = await walletOf(t, cookie);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => claim(cookie, { tierId: SILVER, userId })),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    const after = await walletOf(t, cookie);
    expect(after.gcCoin).toBe(before.gcCoin + 25000);
    expect(after.totalScCoin).toBe(before.totalScCoin + 1);
    const credits = await t.db
      .select({ key: walletOperations.idempotencyKey })
      .from(walletOperations)
      .where(and(eq(walletOperations.userId, userId), eq(walletOperations.kind, 'vip_tier_bonus')));
    expect(credits).toEqual([{ key: `vip_tier_bonus:${userId}:${SILVER}` }]);
    await expectLedgerBalanced(t);
  });
});

describe('reaching tiers by SC played', () => {
  it('records the tiers SC rounds crossed at the next read, once each, without a purchase', async () => {
    // Silver and Gold reached by play alone for this test; the earlier thresholds come back after.
    const setSc = (level: number, gc: number, sc: number) =>
      t.db
        .update(vipTiers)
        .set({ gcRequiredPurchase: fromDecimal(gc), scRequiredPlay: fromDecimal(sc) })
        .where(eq(vipTiers.level, level));
    await setSc(1, 1_000_000_000, 2);
    await setSc(2, 1_000_000_000, 3);
    try {
      const player = await signUpVerified(t);
      await fundPlayer(t.db, player.userId, { sc: fromDecimal(100) });
      for (let round = 0; round < 3; round += 1) {
        const res = await postJson(
          t,
          '/casino-games/9/play',
          { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'over' } },
          player.cookie,
        );
        expect(res.status).toBe(200);
      }
      const data = (await json(await getJson(t, '/rewards/vip-tier', player.cookie))).data;
      expect(data.totalScSpend).toBe(3);
      expect(data.currentVipTier).toMatchObject({ vipTierId: GOLD });
      await getJson(t, '/rewards/vip-tier-history', player.cookie);
      expect(await historyRows(player.userId)).toEqual([
        { vipTierId: 1, isBonusClaimed: true },
        { vipTierId: SILVER, isBonusClaimed: false },
        { vipTierId: GOLD, isBonusClaimed: false },
      ]);
      const claimed = await claim(player.cookie, { tierId: SILVER, userId: player.userId });
      expect(claimed.status).toBe(200);
      await expectLedgerBalanced(t);
    } finally {
      await setSc(1, 10_000, 1_000_000_000);
      await setSc(2, 50_000, 1_000_000_000);
    }
  });
});
