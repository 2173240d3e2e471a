import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import { VIP_TIER_MESSAGES } from '@app/contracts/vip-admin';
import type { TVipTier } from '@app/contracts/vip';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';

let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await startTestApp();
  editor = await staffSignIn(t, 'content');
});
afterAll(async () => {
  await t.close();
});

const tiers = async (): Promise<TVipTier[]> =>
  (await json(await getJson(t, '/admin/vip-tiers', editor))).data.tiers;
const inputOf = (tier: TVipTier) => ({
  name: tier.name,
  gcRequiredPurchase: tier.gcRequiredPurchase,
  scRequiredPlay: tier.scRequiredPlay,
  bonusGc: tier.bonusGc,
  bonusSc: tier.bonusSc,
  boost: tier.boost,
  rakeback: tier.rakeback,
  liveSupport: tier.liveSupport,
});
const save = (vipTierId: number, body: unknown, cookie = editor) =>
  postJson(t, `/admin/vip-tiers/${vipTierId}`, body, cookie, 'PUT');
const errorOf = async (res: Response) => (await json(res)).errors[0];

describe('VIP tiers in the back office', () => {
  it('lists every tier by level for content staff, and refuses support and players', async () => {
    const list = await tiers();
    expect(list.map((t) => t.name)).toEqual([
      'Bronze',
      'Silver',
      'Gold',
      'Platinum',
      'Emerald',
      'Sapphire',
      'Diamond',
      'Black Diamond',
    ]);
    const support = await staffSignIn(t, 'support');
    expect((await getJson(t, '/admin/vip-tiers', support)).status).toBe(403);
    const silver = list[1]!;
    expect((await save(silver.vipTierId, inputOf(silver), support)).status).toBe(403);
    const player = await signUpVerified(t);
    expect((await getJson(t, '/admin/vip-tiers', player.cookie)).status).toBe(401);
  });

  it('saves a tier, audits before and after, and players see it at their next read', async () => {
    const silver = (await tiers())[1]!;
    const player = await signUpVerified(t);
    const res = await save(silver.vipTierId, {
      ...inputOf(silver),
      name: 'Silver Star',
      bonusGc: 30_000,
      bonusSc: 2.5,
      boost: 6,
      rakeback: 0.75,
      liveSupport: true,
    });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({
      name: 'Silver Star',
      bonusGc: 30000,
      bonusSc: 2.5,
      boost: 6,
      rakeback: 0.75,
      liveSupport: true,
    });
    const [entry] = await auditOf(t, 'vip.tier.update');
    expect(entry?.before).toMatchObject({ name: 'Silver', bonusGc: 25000, rakeback: 0.5 });
    expect(entry?.after).toMatchObject({ name: 'Silver Star', bonusGc: 30000, rakeback: 0.75 });
    const seen = (await json(await getJson(t, '/rewards/vip-tier', player.cookie))).data;
    expect(seen.nextVipTier).toMatchObject({ name: 'Silver Star', boost: 6, liveSupport: true });
    expect((await save(silver.vipTierId, inputOf(silver))).status).toBe(200);
  });

  it('refuses thresholds out of order, a free tier above Bronze and a non-free Bronze, moving nothing', async () => {
    const list = await tiers();
    const [bronze, silver, gold] = [list[0]!, list[1]!, list[2]!];
    const before = await auditOf(t, 'vip.tier.update');

    const aboveGold = await save(silver.vipTierId, {
      ...inputOf(silver),
      gcRequiredPurchase: gold.gcRequiredPurchase + 1,
    });
    expect(aboveGold.status).toBe(400);
    expect(await errorOf(aboveGold)).toMatchObject({
      errorCode: ERRORS.VipTierOutOfOrder.code,
      description: ERRORS.VipTierOutOfOrder.message,
    });

    const free = await save(gold.vipTierId, { ...inputOf(gold), scRequiredPlay: 0 });
    expect(await errorOf(free)).toMatchObject({ description: VIP_TIER_MESSAGES.aboveBronze });

    const paidBronze = await save(bronze.vipTierId, { ...inputOf(bronze), gcRequiredPurchase: 1 });
    expect(await errorOf(paidBronze)).toMatchObject({ description: VIP_TIER_MESSAGES.bronzeFree });

    const dupName = await save(gold.vipTierId, { ...inputOf(gold), name: 'silver' });
    expect(dupName.status).toBe(400);

    const bad = await save(gold.vipTierId, { ...inputOf(gold), boost: 2.5, bonusSc: 0.001 });
    expect(bad.status).toBe(400);

    expect((await save(999, inputOf(gold))).status).toBe(404);
    expect(await tiers()).toEqual(list);
    expect(await auditOf(t, 'vip.tier.update')).toEqual(before);
  });
});
