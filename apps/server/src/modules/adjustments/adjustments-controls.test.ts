import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdjustment } from '@app/contracts/adjustments';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { auditOf, staffReauth, staffSignIn } from '../staff/staff-test-kit';

/** The defaults: 500,000.00 GC and 100.00 SC. */
const SC_THRESHOLD = 10_000;

let t: TestApp;
let finance: string;
let admin: string;
let secondAdmin: string;
beforeAll(async () => {
  t = await startTestApp();
  finance = await staffSignIn(t, 'finance');
  admin = await staffSignIn(t, 'admin');
  secondAdmin = await staffSignIn(t, 'secondAdmin');
  await staffReauth(t, 'admin', admin);
  await staffReauth(t, 'secondAdmin', secondAdmin);
});
afterAll(async () => {
  await t.close();
});

const credit = (userId: number, amount: number, cookie = finance) =>
  postJson(
    t,
    `/admin/players/${userId}/adjustments`,
    {
      account: 'SC_REDEEMABLE',
      direction: 'credit',
      amount,
      reason: 'GOODWILL',
      comment: 'Split credit attempt',
    },
    cookie,
  );

const statusOf = async (res: Response) => {
  const body = await json(res);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(body)}`);
  return (body.data.adjustment as TAdjustment).status;
};

const redeemable = async (cookie: string) =>
  (await json(await getJson(t, '/user/profile', cookie))).data.userWallet.scCoin.wsc;

const errorOf = async (res: Response) => [res.status, (await json(res)).errors?.[0]?.errorCode];

const setThresholds = (body: Record<string, unknown>, cookie = admin) =>
  postJson(t, '/admin/settings/adjustments', body, cookie, 'PUT');

const thresholds = async () =>
  (await json(await getJson(t, '/admin/settings/adjustments', finance))).data;

describe('four eyes by cumulative amount (decision 058)', () => {
  it('stops one member splitting 1,000.00 SC into ten credits at the threshold: only the first applies alone', async () => {
    const player = await signUpVerified(t);
    const statuses: string[] = [];
    for (let i = 0; i < 10; i += 1)
      statuses.push(await statusOf(await credit(player.userId, SC_THRESHOLD)));
    expect(statuses).toEqual(['APPLIED', ...Array(9).fill('PENDING')]);
    expect(await redeemable(player.cookie)).toBe(100);
    // Another member's own credit is judged by their own sum.
    expect(await statusOf(await credit(player.userId, 5_000, admin))).toBe('APPLIED');
    const [pending] = await auditOf(t, 'adjustment.request', player.userId);
    expect(pending?.detail).toMatchObject({
      threshold: SC_THRESHOLD,
      recentByMember: SC_THRESHOLD,
    });
  });

  it('lets exactly one of ten concurrent credits at the threshold apply alone', async () => {
    const player = await signUpVerified(t);
    const statuses = await Promise.all(
      Array.from({ length: 10 }, async () => statusOf(await credit(player.userId, SC_THRESHOLD))),
    );
    expect(statuses.filter((s) => s === 'APPLIED')).toHaveLength(1);
    expect(statuses.filter((s) => s === 'PENDING')).toHaveLength(9);
    expect(await redeemable(player.cookie)).toBe(100);
  });
});

describe('dual control of the thresholds (decision 058)', () => {
  it('lets no admin loosen four eyes alone: a higher threshold waits, its proposer cannot approve it, and credits stay held meanwhile', async () => {
    const raise = await json(
      await setThresholds({
        gcThreshold: 50_000_000,
        scThreshold: 100_000_000,
        reason: 'Big goodwill credit planned',
      }),
    );
    expect(raise.data).toMatchObject({
      scThreshold: SC_THRESHOLD,
      outcome: { status: 'PENDING', changeId: expect.any(Number) },
    });
    const changeId = raise.data.outcome.changeId as number;
    expect(await thresholds()).toMatchObject({ scThreshold: SC_THRESHOLD });
    expect(
      await errorOf(await postJson(t, `/admin/control-changes/${changeId}/approve`, {}, admin)),
    ).toEqual([403, 4070]);
    // Finance may not decide dual-control changes at all.
    expect(
      await errorOf(await postJson(t, `/admin/control-changes/${changeId}/approve`, {}, finance)),
    ).toEqual([403, 4005]);

    // Meanwhile the admin's own big credit still waits for a second member.
    const player = await signUpVerified(t);
    expect(await statusOf(await credit(player.userId, 100_000_000, admin))).toBe('PENDING');
    expect(await redeemable(player.cookie)).toBe(0);

    const listed = await json(await getJson(t, '/admin/control-changes?status=PENDING', finance));
    expect(listed.data.rows).toContainEqual(
      expect.objectContaining({
        changeId,
        kind: 'adjustment-thresholds',
        summary:
          'Adjustment four-eyes thresholds: GC 500,000.00 → 500,000.00, SC 100.00 → 1,000,000.00',
        reason: 'Big goodwill credit planned',
        proposedBy: 'admin@goldensweeps.test',
        status: 'PENDING',
      }),
    );
    const rejected = await postJson(
      t,
      `/admin/control-changes/${changeId}/reject`,
      { comment: 'No credit of this size' },
      secondAdmin,
    );
    expect((await json(rejected)).data).toMatchObject({
      status: 'REJECTED',
      decidedBy: 'admin2@goldensweeps.test',
    });
    expect(await thresholds()).toMatchObject({ scThreshold: SC_THRESHOLD });
    expect(
      await errorOf(
        await postJson(t, `/admin/control-changes/${changeId}/approve`, {}, secondAdmin),
      ),
    ).toEqual([409, 4071]);
    expect((await auditOf(t, 'control.reject'))[0]).toMatchObject({
      target: `control-change:${changeId}`,
      detail: { comment: 'No credit of this size' },
    });
  });

  it('applies a tightening at once, and refuses to approve a loosening proposed against a value that moved since', async () => {
    const raise = await json(
      await setThresholds({ gcThreshold: 50_000_000, scThreshold: 20_000, reason: 'Seasonal' }),
    );
    expect(raise.data.outcome.status).toBe('PENDING');
    const lower = await json(
      await setThresholds({ gcThreshold: 50_000_000, scThreshold: 5_000, reason: 'Fraud wave' }),
    );
    expect(lower.data).toMatchObject({ scThreshold: 5_000, outcome: { status: 'APPLIED' } });
    expect(
      await errorOf(
        await postJson(
          t,
          `/admin/control-changes/${raise.data.outcome.changeId}/approve`,
          {},
          secondAdmin,
        ),
      ),
    ).toEqual([409, 4072]);
    expect(await thresholds()).toMatchObject({ scThreshold: 5_000 });

    // A fresh proposal from today's value is approved by the second admin and applies.
    const again = await json(
      await setThresholds({
        gcThreshold: 50_000_000,
        scThreshold: SC_THRESHOLD,
        reason: 'Wave over',
      }),
    );
    const approved = await postJson(
      t,
      `/admin/control-changes/${again.data.outcome.changeId}/approve`,
      { comment: 'Checked with finance' },
      secondAdmin,
    );
    expect((await json(approved)).data).toMatchObject({ status: 'APPLIED' });
    expect(await thresholds()).toMatchObject({ scThreshold: SC_THRESHOLD });
    expect((await auditOf(t, 'settings.adjustments'))[0]).toMatchObject({
      staffEmail: 'admin2@goldensweeps.test',
      after: { scThreshold: SC_THRESHOLD },
    });
  });
});
