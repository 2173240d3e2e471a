import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { json, type TestApp } from '../../test/test-app';
import { getJson, postJson } from '../../test/accounts';
import {
  expectLedgerBalanced,
  postWebhook,
  walletOf,
  webhookEvent,
} from '../payments/payments-test-kit';
import { walletOperations } from '../wallet/wallet.tables';
import { referralMonthlyCounts, referralRewards } from './referrals.tables';
import { staffSignIn } from '../staff/staff-test-kit';
import {
  buyWithCard,
  call,
  claimReferralBonus,
  details,
  newBrowser,
  signUpFrom,
  startPurchase,
  startReferralsTestApp,
  type Player,
} from './referrals-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startReferralsTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A referrer and a friend who signed up with the code, each in a browser of their own. */
async function pair() {
  const referrer = await signUpFrom(t, newBrowser());
  const friend = await signUpFrom(t, newBrowser(), referrer.referralCode);
  return { referrer, friend };
}

async function rewardOf(friend: Player) {
  return t.db.select().from(referralRewards).where(eq(referralRewards.inviteeId, friend.userId));
}

async function monthlyCount(referrer: Player) {
  const [row] = await t.db
    .select({ earned: referralMonthlyCounts.earned })
    .from(referralMonthlyCounts)
    .where(eq(referralMonthlyCounts.referrerId, referrer.userId));
  return row?.earned;
}

const setReferralSetting = (values: { monthlyCap?: number; isActive?: boolean }) =>
  t.db.execute(
    sql`update bonus_settings set monthly_cap = coalesce(${values.monthlyCap ?? null}::int, monthly_cap),
          is_active = coalesce(${values.isActive ?? null}::boolean, is_active)
        where key = 'referral'`,
  );

describe('GET /bonus/get-referral-bonus-details', () => {
  it('answers the code, the invite waiting for a first purchase, and nothing earned yet', async () => {
    const { referrer, friend } = await pair();
    const res = await call(t, referrer.browser, '/bonus/get-referral-bonus-details');
    expect(res.status).toBe(200);
    const data = (await json(res)).data;
    expect(data).toMatchObject({
      totalSC: 0,
      totalGC: 0,
      inviteCount: 1,
      referralCode: referrer.referralCode,
      claimableGC: 0,
      claimableSC: 0,
      bonusGC: 10000,
      bonusSC: 5,
      isActive: true,
    });
    expect(data.invites).toEqual([
      expect.objectContaining({
        username: friend.username,
        state: 'waiting',
        refusalReason: null,
        refusalText: null,
      }),
    ]);
  });

  it('refuses a visitor without a session', async () => {
    expect((await getJson(t, '/bonus/get-referral-bonus-details')).status).toBe(401);
    expect((await postJson(t, '/bonus/referred-bonus', {})).status).toBe(401);
  });
});

describe('earning the referral bonus', () => {
  it('is earned when the friend’s first purchase is credited, once, and later purchases add nothing', async () => {
    const { referrer, friend } = await pair();
    await buyWithCard(t, friend);
    // Written by the credit itself, before any referral call.
    expect(await rewardOf(friend)).toEqual([
      expect.objectContaining({
        referrerId: referrer.userId,
        state: 'earned',
        gcAmount: 1_000_000,
        scAmount: 500,
      }),
    ]);
    await buyWithCard(t, friend);
    expect(await rewardOf(friend)).toHaveLength(1);
    const data = await details(t, referrer);
    expect(data).toMatchObject({ inviteCount: 1, totalGC: 10000, totalSC: 5, claimableGC: 10000 });
    expect(data.invites[0]).toMatchObject({ state: 'earned', gcAmount: 10000, scAmount: 5 });
  });

  it('is written once when two purchases of the friend are credited at the same moment', async () => {
    const { referrer, friend } = await pair();
    const first = await startPurchase(t, friend);
    const second = await startPurchase(t, friend);
    const answers = await Promise.all([first.succeed(), second.succeed()]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    const rows = await rewardOf(friend);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ state: 'earned', referrerId: referrer.userId });
    expect([first.referenceId, second.referenceId]).toContain(rows[0]?.purchaseReferenceId);
    expect((await details(t, referrer)).claimableGC).toBe(10000);
  });

  it('is refused when the two accounts were made on the same device', async () => {
    const referrer = await signUpFrom(t, newBrowser());
    // The same browser (its gs_device cookie) on another network: the friend is the referrer.
    const friend = await signUpFrom(
      t,
      newBrowser({ device: referrer.browser.device }),
      referrer.referralCode,
    );
    await buyWithCard(t, friend);
    expect(await rewardOf(friend)).toEqual([
      expect.objectContaining({ state: 'refused', refusalReason: 'shared_device', gcAmount: 0 }),
    ]);
    const data = await details(t, referrer);
    expect(data).toMatchObject({ totalGC: 0, totalSC: 0, claimableGC: 0, inviteCount: 1 });
    expect(data.invites[0]).toMatchObject({
      state: 'refused',
      refusalReason: 'shared_device',
      refusalText: 'Your accounts were used on the same device.',
    });
  });

  it('is refused when a session of the referrer used the friend’s IP address', async () => {
    const { referrer, friend } = await pair();
    // The referrer signs in again from the friend's address, in another browser.
    const elsewhere = newBrowser({ ip: friend.browser.ip });
    const login = await call(t, elsewhere, '/user/login', {
      method: 'POST',
      body: {
        email: (await json(await call(t, referrer.browser, '/user/profile'))).data.email,
        password: Buffer.from('Sunny!Day2026').toString('base64'),
        isTermsAccepted: true,
        stateRestrictionAccept: true,
      },
    });
    expect(login.status).toBe(200);
    await buyWithCard(t, friend);
    expect(await rewardOf(friend)).toEqual([
      expect.objectContaining({ state: 'refused', refusalReason: 'shared_ip' }),
    ]);
  });

  it('is refused when both paid with the same card, and earned with another card', async () => {
    const sharing = await pair();
    await buyWithCard(t, sharing.referrer, SANDBOX_TEST_CARDS.approve);
    await buyWithCard(t, sharing.friend, SANDBOX_TEST_CARDS.approve);
    expect(await rewardOf(sharing.friend)).toEqual([
      expect.objectContaining({ state: 'refused', refusalReason: 'shared_payment_instrument' }),
    ]);

    const apart = await pair();
    await buyWithCard(t, apart.referrer, SANDBOX_TEST_CARDS.approve);
    await buyWithCard(t, apart.friend, SANDBOX_TEST_CARDS.approveMastercard);
    expect(await rewardOf(apart.friend)).toEqual([
      expect.objectContaining({ state: 'earned', refusalReason: null }),
    ]);
  });

  it('stops at the monthly cap, counting per US Eastern month', async () => {
    await setReferralSetting({ monthlyCap: 2 });
    try {
      const referrer = await signUpFrom(t, newBrowser());
      const friends: Player[] = [];
      for (let i = 0; i < 3; i += 1)
        friends.push(await signUpFrom(t, newBrowser(), referrer.referralCode));
      for (const friend of friends) await buyWithCard(t, friend);
      const states = await Promise.all(friends.map(async (f) => (await rewardOf(f))[0]));
      expect(states.map((r) => [r?.state, r?.refusalReason])).toEqual([
        ['earned', null],
        ['earned', null],
        ['refused', 'monthly_cap'],
      ]);
      expect((await details(t, referrer)).claimableGC).toBe(20000);

      // The count of an earlier month does not count against this one.
      await t.db.execute(
        sql`update referral_monthly_counts set month = '2000-01' where referrer_id = ${referrer.userId}`,
      );
      const next = await signUpFrom(t, newBrowser(), referrer.referralCode);
      await buyWithCard(t, next);
      expect((await rewardOf(next))[0]).toMatchObject({ state: 'earned' });
    } finally {
      await setReferralSetting({ monthlyCap: 20 });
    }
  });

  it('does not pass the cap when two friends’ first purchases are credited at the same moment', async () => {
    await setReferralSetting({ monthlyCap: 1 });
    try {
      const referrer = await signUpFrom(t, newBrowser());
      const one = await signUpFrom(t, newBrowser(), referrer.referralCode);
      const two = await signUpFrom(t, newBrowser(), referrer.referralCode);
      const purchases = [await startPurchase(t, one), await startPurchase(t, two)];
      await Promise.all(purchases.map((p) => p.succeed()));
      const rows = [(await rewardOf(one))[0], (await rewardOf(two))[0]];
      expect(rows.map((r) => r?.state).sort()).toEqual(['earned', 'refused']);
      expect(rows.find((r) => r?.state === 'refused')?.refusalReason).toBe('monthly_cap');
    } finally {
      await setReferralSetting({ monthlyCap: 20 });
    }
  });

  it('earns nothing while the referral bonus is switched off', async () => {
    await setReferralSetting({ isActive: false });
    try {
      const { friend } = await pair();
      await buyWithCard(t, friend);
      expect((await rewardOf(friend))[0]).toMatchObject({
        state: 'refused',
        refusalReason: 'bonus_inactive',
      });
    } finally {
      await setReferralSetting({ isActive: true });
    }
  });
});

describe('a refunded first purchase', () => {
  const refund = (referenceId: string) =>
    postWebhook(t, 'ippay', webhookEvent('payment.refunded', referenceId, 999));

  it('takes back the unclaimed bonus it earned and gives the month’s slot back', async () => {
    const { referrer, friend } = await pair();
    const purchase = await startPurchase(t, friend);
    expect((await purchase.succeed()).status).toBe(200);
    expect((await rewardOf(friend))[0]).toMatchObject({ state: 'earned' });
    expect(await monthlyCount(referrer)).toBe(1);

    expect((await refund(purchase.referenceId)).status).toBe(200);
    expect((await rewardOf(friend))[0]).toMatchObject({
      state: 'refused',
      refusalReason: 'purchase_refunded',
      gcAmount: 0,
      scAmount: 0,
    });
    expect(await monthlyCount(referrer)).toBe(0);
    const res = await claimReferralBonus(t, referrer);
    expect(res.status).toBe(409);
    expect((await details(t, referrer)).invites[0]).toMatchObject({
      state: 'refused',
      refusalText: 'Your friend’s first purchase was refunded.',
    });
  });

  it('leaves a bonus already claimed as it is', async () => {
    const { referrer, friend } = await pair();
    const purchase = await startPurchase(t, friend);
    await purchase.succeed();
    expect((await claimReferralBonus(t, referrer)).status).toBe(200);
    expect((await refund(purchase.referenceId)).status).toBe(200);
    expect((await rewardOf(friend))[0]).toMatchObject({ state: 'claimed', gcAmount: 1_000_000 });
    await expectLedgerBalanced(t);
  });
});

describe('POST /bonus/referred-bonus', () => {
  it('credits the earned bonuses once under 20 concurrent claims, ledger balanced', async () => {
    const referrer = await signUpFrom(t, newBrowser());
    for (let i = 0; i < 2; i += 1) {
      const friend = await signUpFrom(t, newBrowser(), referrer.referralCode);
      await buyWithCard(t, friend);
    }
    const before = await walletOf(t, referrer.cookie);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => claimReferralBonus(t, referrer)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    const ok = answers.find((r) => r.status === 200);
    expect((await json(ok!)).data).toEqual({
      message: 'Referral bonus claimed: 20,000.00 GC and 10.00 SC have been added to your wallet.',
      gcAmount: 20000,
      scAmount: 10,
      invitesClaimed: 2,
    });
    for (const refused of answers.filter((r) => r.status === 409))
      expect((await json(refused)).errors[0].errorCode).toBe(2280);

    const after = await walletOf(t, referrer.cookie);
    expect(after.gcCoin).toBe(before.gcCoin + 20000);
    expect(after.totalScCoin).toBe(before.totalScCoin + 10);
    expect(after.scCoin.wsc).toBe(before.scCoin.wsc);
    const credits = await t.db
      .select()
      .from(walletOperations)
      .where(eq(walletOperations.kind, 'referral_bonus'));
    expect(credits.filter((op) => op.userId === referrer.userId)).toHaveLength(1);
    await expectLedgerBalanced(t);

    const data = await details(t, referrer);
    expect(data).toMatchObject({ totalGC: 20000, totalSC: 10, claimableGC: 0, claimableSC: 0 });
    expect(data.invites.map((i: { state: string }) => i.state)).toEqual(['claimed', 'claimed']);
  });

  it('answers 2280 when there is nothing to claim and moves nothing; a retry replays the answer', async () => {
    const { referrer } = await pair();
    const before = await walletOf(t, referrer.cookie);
    const key = { 'idempotency-key': 'referral-claim-retry-1' };
    const send = () =>
      t.request('/api/v1/bonus/referred-bonus', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: referrer.cookie, ...key },
        body: '{}',
      });
    const res = await send();
    expect(res.status).toBe(409);
    expect((await json(res)).errors[0]).toMatchObject({
      errorCode: 2280,
      description: 'You have no referral bonus to claim.',
    });
    const again = await send();
    expect(again.status).toBe(409);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await walletOf(t, referrer.cookie)).toEqual(before);
  });

  it('needs an Idempotency-Key', async () => {
    const { referrer } = await pair();
    const res = await t.request('/api/v1/bonus/referred-bonus', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: referrer.cookie },
      body: '{}',
    });
    expect(res.status).toBe(400);
    expect((await json(res)).errors[0].errorCode).toBe(1010);
  });
});

describe('GET /admin/players/:userId/referrals', () => {
  it('shows staff who invited a player and the refusal reason, and a referrer’s invites', async () => {
    const referrer = await signUpFrom(t, newBrowser());
    const friend = await signUpFrom(
      t,
      newBrowser({ device: referrer.browser.device }),
      referrer.referralCode,
    );
    await buyWithCard(t, friend);
    const support = await staffSignIn(t, 'support');

    const ofFriend = await getJson(t, `/admin/players/${friend.userId}/referrals`, support);
    expect(ofFriend.status).toBe(200);
    expect((await json(ofFriend)).data).toMatchObject({
      invitedBy: {
        userId: referrer.userId,
        username: referrer.username,
        state: 'refused',
        refusalReason: 'shared_device',
      },
      inviteCount: 0,
    });
    const ofReferrer = (
      await json(await getJson(t, `/admin/players/${referrer.userId}/referrals`, support))
    ).data;
    expect(ofReferrer).toMatchObject({ invitedBy: null, inviteCount: 1 });
    expect(ofReferrer.invites[0]).toMatchObject({
      username: friend.username,
      refusalReason: 'shared_device',
    });

    expect((await getJson(t, '/admin/players/99999999/referrals', support)).status).toBe(404);
    expect(
      (await getJson(t, `/admin/players/${friend.userId}/referrals`, friend.cookie)).status,
    ).toBe(401);
  });
});
