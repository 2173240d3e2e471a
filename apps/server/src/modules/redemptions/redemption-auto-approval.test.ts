import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import type { TRiskRulesPage } from '@app/contracts/redemption-risk';
import type { TAdminRedemption, TRedemptionReview } from '@app/contracts/redemptions-admin';
import { getJson, lastMessageTo, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { until } from '../../test/until';
import { expectLedgerBalanced } from '../payments/payments-test-kit';
import {
  INSTANT_PAYOUTS_ENV,
  sandboxPayoutRows,
} from '../sandbox-providers/sandbox-payout-test-kit';
import { auditOf, staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { users } from '../users/users.tables';
import { walletOperations, walletTransfers } from '../wallet/wallet.tables';
import {
  errorOf,
  ownBank,
  playThrough,
  readyPlayer,
  redeem,
  redeemBody,
  requestRow,
} from './redemptions-test-kit';
import { redemptionRiskRules, redemptionSettings } from './redemptions.tables';

/**
 * Decisions by rules (decision 057): a clean small request is approved by the system and paid
 * once, even with two servers working the jobs; a risky one waits in the queue with its signals;
 * finance asks the player, approves with four eyes by cumulative amount and never what their own
 * credit funded; rule changes go through dual control. The sandbox ACH provider pays at once.
 */
let t: TestApp;
let second: TestApp;
let finance: string;
let admin: string;
let secondAdmin: string;
beforeAll(async () => {
  t = await startTestApp({ env: INSTANT_PAYOUTS_ENV });
  // A second server instance on the same database, as in a scaled deployment: both work the jobs.
  second = await startTestApp({ database: t.database, env: INSTANT_PAYOUTS_ENV });
  finance = await staffSignIn(t, 'finance');
  admin = await staffSignIn(t, 'admin');
  secondAdmin = await staffSignIn(t, 'secondAdmin');
  await staffReauth(t, 'finance', finance);
  await staffReauth(t, 'admin', admin);
  await staffReauth(t, 'secondAdmin', secondAdmin);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function dataOf(res: Response) {
  const body = await json(res);
  if (res.status !== 200)
    throw new Error(`expected 200, got ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function reaches(id: number, status: string, ms = 30_000) {
  await until(async () => (await requestRow(t, id)).status === status, `#${id} ${status}`, ms);
  return requestRow(t, id);
}

/** A KYC-verified player who bought, played the purchase through and won `coins` SC. */
async function playedPlayer(coins = 100) {
  const player = await readyPlayer(t, { redeemable: coins * 100 });
  await playThrough(t, player.userId);
  return player;
}

/** A player who bought and did not play: 'play since the last purchase' sends them to review. */
async function riskyRequest(coins: number, bank = ownBank()) {
  const player = await readyPlayer(t, { redeemable: 100_000 });
  await t.db.update(users).set({ maxRedeemableCents: 500_000 }).where(eq(users.id, player.userId));
  const answer = await dataOf(await redeem(t, player.cookie, redeemBody(coins, bank)));
  return { ...player, id: answer.redemption.redeemRequestId as number, answer };
}

const approve = (id: number, cookie = finance) =>
  postJson(t, `/admin/redemptions/${id}/approve`, {}, cookie);

describe('approved by the system (decision 057)', () => {
  it('approves a clean small request by the system and pays it once with two servers working the jobs', async () => {
    const player = await playedPlayer();
    const started = Date.now();
    const answer = await dataOf(await redeem(t, player.cookie, redeemBody(20, ownBank())));
    const id = answer.redemption.redeemRequestId as number;
    expect(answer.redemption.status).toBe('APPROVED');
    const paid = await reaches(id, 'PAID');
    const seconds = (Date.now() - started) / 1000;
    expect(paid).toMatchObject({ approvedBySystem: true, firstApprovedByStaffId: null });
    expect(paid.risk).toMatchObject({ decision: 'auto-approved', firedRules: [], level: 'low' });
    // Audited as approved by the system.
    const [entry] = await auditOf(t, 'redemption.approve', player.userId);
    expect(entry).toMatchObject({ staffId: null, staffEmail: 'system' });
    expect(entry?.detail).toMatchObject({ approval: 'system' });
    // One payout at the provider, one settlement in the ledger, whatever both servers ran.
    expect(await sandboxPayoutRows(t, `redemption-${id}`)).toHaveLength(1);
    const settled = await t.db
      .select({ amount: walletTransfers.amount })
      .from(walletTransfers)
      .innerJoin(walletOperations, eq(walletOperations.id, walletTransfers.operationId))
      .where(eq(walletOperations.idempotencyKey, `redemption:${id}:settle`));
    expect(settled).toEqual([{ amount: 2_000 }]);
    const mail = await lastMessageTo(t, player.player.email);
    expect(mail?.bodyText).toContain('has been approved');
    await expectLedgerBalanced(t);
    console.log(`request to PAID in the sandbox (settle 0 s): ${seconds.toFixed(1)} s`);
  });

  it('judges a request without a bank again once the player gives one, and approves it then', async () => {
    const player = await playedPlayer();
    const answer = await dataOf(await redeem(t, player.cookie, redeemBody(5)));
    const id = answer.redemption.redeemRequestId as number;
    expect(answer.redemption).toMatchObject({ status: 'PENDING', awaitingBankDetails: true });
    expect((await requestRow(t, id)).risk?.decision).toBe('awaiting-bank');
    const bank = ownBank();
    const given = await postJson(
      t,
      '/payment/redeem-request/bank-details',
      {
        redeemRequestId: id,
        cardHolderName: bank.cardHolderName,
        accountNumber: bank.accountNumber,
        routingNumber: bank.routingNumber,
      },
      player.cookie,
      'PUT',
    );
    expect((await dataOf(given)).redemption.status).toBe('APPROVED');
    await reaches(id, 'PAID');
  });
});

describe('the review queue', () => {
  it('puts a risky request in the queue with its signals, the riskiest first', async () => {
    const risky = await riskyRequest(30);
    expect(risky.answer.redemption.status).toBe('PENDING');
    const review: TRedemptionReview = await dataOf(
      await getJson(t, `/admin/redemptions/${risky.id}`, finance),
    );
    expect(review.assessment).toMatchObject({ decision: 'manual' });
    expect(review.assessment?.firedRules).toContain('play_since_purchase');
    const fired = review.assessment?.signals.find((s) => s.signal === 'play_since_purchase');
    expect(fired).toMatchObject({ fired: true, name: 'Play since the last purchase' });
    expect(fired?.value).toMatch(/0\.00 SC played since/);
    expect(review.redemption.risk).toMatchObject({ decision: 'manual' });
    const page = await dataOf(
      await getJson(t, '/admin/redemptions?status=PENDING&sort=risk', finance),
    );
    const scores = page.rows.map((r: TAdminRedemption) => r.risk?.score ?? 0);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(page.rows.some((r: TAdminRedemption) => r.redeemRequestId === risky.id)).toBe(true);
    expect((await getJson(t, '/admin/redemptions?sort=newest', finance)).status).toBe(400);
  });

  it('asks the player for information; the answer puts it back in the queue', async () => {
    const risky = await riskyRequest(12);
    const question = 'Which games did you win these Sweepstakes Coins in?';
    expect(
      (await postJson(t, `/admin/redemptions/${risky.id}/ask-info`, { question: 'Why?' }, finance))
        .status,
    ).toBe(400);
    const asked: TAdminRedemption = await dataOf(
      await postJson(t, `/admin/redemptions/${risky.id}/ask-info`, { question }, finance),
    );
    expect(asked.status).toBe('INFO_REQUESTED');
    expect((await lastMessageTo(t, risky.player.email))?.bodyText).toContain(question);
    // The player sees the question on the request; finance cannot approve while it is open.
    const list = await dataOf(await getJson(t, '/payment/redeem-requests', risky.cookie));
    expect(list.rows[0]).toMatchObject({ status: 'INFO_REQUESTED', question });
    expect(await errorOf(await approve(risky.id))).toEqual([
      409,
      ERRORS.RedemptionNotPending.code,
      ERRORS.RedemptionNotPending.message,
    ]);
    const answer = (text: string) =>
      postJson(
        t,
        '/payment/redeem-request/answer',
        { redeemRequestId: risky.id, answer: text },
        risky.cookie,
        'PUT',
      );
    const answered = await dataOf(await answer('Dice, over two evenings.'));
    expect(answered.redemption).toMatchObject({ status: 'PENDING', question: null });
    expect(await errorOf(await answer('Again'))).toEqual([
      409,
      ERRORS.RedemptionNoQuestion.code,
      ERRORS.RedemptionNoQuestion.message,
    ]);
    const review: TRedemptionReview = await dataOf(
      await getJson(t, `/admin/redemptions/${risky.id}`, finance),
    );
    expect(review.infoRequests).toEqual([
      expect.objectContaining({ question, answer: 'Dice, over two evenings.' }),
    ]);
    expect(await auditOf(t, 'redemption.ask-info', risky.userId)).toHaveLength(1);
  });
});

describe('four eyes by cumulative amount and no self-funded approval (decision 057)', () => {
  it('sums one member’s approvals of a player in 24 hours: above the threshold a second member is needed', async () => {
    const player = await readyPlayer(t, { redeemable: 100_000 });
    await t.db
      .update(users)
      .set({ maxRedeemableCents: 500_000 })
      .where(eq(users.id, player.userId));
    const requestOf = async (coins: number) =>
      (await dataOf(await redeem(t, player.cookie, redeemBody(coins, ownBank())))).redemption
        .redeemRequestId as number;
    // $300 alone: under $500.
    const first = await requestOf(300);
    expect(await dataOf(await approve(first))).toMatchObject({ status: 'APPROVED' });
    await reaches(first, 'PAID');
    // $250 more by the same member within 24 hours: $550 in all, so a second member is needed.
    const split = await requestOf(250);
    const once: TAdminRedemption = await dataOf(await approve(split));
    expect(once).toMatchObject({ status: 'PENDING', awaitingSecondApproval: true });
    const [recorded] = await auditOf(t, 'redemption.approve.first', player.userId);
    expect(recorded?.detail).toMatchObject({ approvedAloneIn24h: 30_000, threshold: 50_000 });
    expect(await errorOf(await approve(split))).toEqual([
      403,
      ERRORS.RedemptionOwnSecondApproval.code,
      ERRORS.RedemptionOwnSecondApproval.message,
    ]);
    expect(await dataOf(await approve(split, admin))).toMatchObject({ status: 'APPROVED' });
    await reaches(split, 'PAID');
  });

  it('refuses a member’s approval of a redemption their own SC credit funded; another member approves', async () => {
    const risky = await riskyRequest(20);
    const credited = await postJson(
      t,
      `/admin/players/${risky.userId}/adjustments`,
      {
        account: 'SC_REDEEMABLE',
        direction: 'credit',
        amount: 1_000,
        reason: 'GOODWILL',
        comment: 'Sorry for the slow game',
      },
      finance,
    );
    expect(credited.status).toBe(200);
    const before = await requestRow(t, risky.id);
    expect(await errorOf(await approve(risky.id))).toEqual([
      403,
      ERRORS.RedemptionSelfFunded.code,
      ERRORS.RedemptionSelfFunded.message,
    ]);
    expect(await requestRow(t, risky.id)).toEqual(before);
    expect(await auditOf(t, 'redemption.approve', risky.userId)).toHaveLength(0);
    expect(await dataOf(await approve(risky.id, admin))).toMatchObject({ status: 'APPROVED' });
  });

  it('counts a credit the member asked for and another member approved as theirs too', async () => {
    const risky = await riskyRequest(20);
    const asked = await postJson(
      t,
      `/admin/players/${risky.userId}/adjustments`,
      {
        account: 'SC_REDEEMABLE',
        direction: 'credit',
        amount: 20_000,
        reason: 'GOODWILL',
        comment: 'Above the threshold: a second member approves',
      },
      finance,
    );
    const { adjustment } = await dataOf(asked);
    expect(adjustment.status).toBe('PENDING');
    const approvedByAdmin = await postJson(
      t,
      `/admin/adjustments/${adjustment.id}/approve`,
      {},
      admin,
    );
    expect(approvedByAdmin.status).toBe(200);
    expect(await errorOf(await approve(risky.id))).toEqual([
      403,
      ERRORS.RedemptionSelfFunded.code,
      ERRORS.RedemptionSelfFunded.message,
    ]);
  });
});

describe('rule changes through dual control (decision 058)', () => {
  const rules = async (): Promise<TRiskRulesPage> =>
    dataOf(await getJson(t, '/admin/redemptions/risk-rules', finance));
  const ruleOf = async (signal: string) => (await rules()).rules.find((r) => r.signal === signal);
  const propose = (signal: string, body: Record<string, unknown>, cookie = finance) =>
    postJson(t, `/admin/redemptions/risk-rules/${signal}`, body, cookie, 'PUT');
  const reason = 'Quarterly review of the rules';

  it('applies a tightening at once and keeps a loosening waiting for a second admin', async () => {
    const velocity = await ruleOf('velocity_day');
    expect(velocity).toMatchObject({ enabled: true, limit: 3, fromAmount: 0 });
    // Stricter: two requests a day.
    expect(
      await dataOf(
        await propose('velocity_day', { enabled: true, limit: 2, fromAmount: 0, reason }),
      ),
    ).toEqual({
      status: 'APPLIED',
    });
    expect(await ruleOf('velocity_day')).toMatchObject({ limit: 2 });
    // Laxer again, and switched off: both wait, nothing changes yet.
    const laxer = await dataOf(
      await propose('velocity_day', { enabled: true, limit: 5, fromAmount: 0, reason }),
    );
    expect(laxer).toMatchObject({ status: 'PENDING', changeId: expect.any(Number) });
    expect(await ruleOf('velocity_day')).toMatchObject({ limit: 2, enabled: true });
    const page = await rules();
    expect(page.pending.map((c) => c.changeId)).toContain(laxer.changeId);
    // The proposer cannot approve their own change; a second admin can.
    expect(
      (await postJson(t, `/admin/control-changes/${laxer.changeId}/approve`, {}, finance)).status,
    ).toBe(403);
    await dataOf(await postJson(t, `/admin/control-changes/${laxer.changeId}/approve`, {}, admin));
    expect(await ruleOf('velocity_day')).toMatchObject({ limit: 5 });
    const [saved] = await t.db
      .select()
      .from(redemptionRiskRules)
      .where(eq(redemptionRiskRules.signal, 'velocity_day'));
    expect(saved).toMatchObject({ limit: 5, enabled: true });
  });

  it('raises the ceiling only with a second admin; lowers it at once; refuses bad input and changes nothing', async () => {
    const ceiling = (body: Record<string, unknown>, cookie = finance) =>
      postJson(t, '/admin/redemptions/auto-approval-ceiling', body, cookie, 'PUT');
    expect(await dataOf(await ceiling({ autoApprovalCeiling: 5_000, reason }))).toEqual({
      status: 'APPLIED',
    });
    expect((await rules()).autoApprovalCeiling).toBe(5_000);
    const raise = await dataOf(await ceiling({ autoApprovalCeiling: 10_000, reason }));
    expect(raise.status).toBe('PENDING');
    expect((await rules()).autoApprovalCeiling).toBe(5_000);
    await dataOf(
      await postJson(t, `/admin/control-changes/${raise.changeId}/approve`, {}, secondAdmin),
    );
    expect((await rules()).autoApprovalCeiling).toBe(10_000);
    for (const bad of [
      { autoApprovalCeiling: -1, reason },
      { autoApprovalCeiling: 1.5, reason },
      { autoApprovalCeiling: 5_000, reason: 'no' },
      { reason },
    ])
      expect((await ceiling(bad)).status).toBe(400);
    expect(
      (await propose('nonsense', { enabled: true, limit: 1, fromAmount: 0, reason })).status,
    ).toBe(400);
    expect(
      (await propose('account_age', { enabled: true, limit: 9_000, fromAmount: 0, reason })).status,
    ).toBe(400);
    const [settings] = await t.db.select().from(redemptionSettings);
    expect(settings?.autoApprovalCeiling).toBe(10_000);
    const supportCookie = await staffSignIn(t, 'support');
    expect((await getJson(t, '/admin/redemptions/risk-rules', supportCookie)).status).toBe(403);
    expect(
      await t.db
        .select()
        .from(redemptionRiskRules)
        .where(eq(redemptionRiskRules.signal, 'account_age')),
    ).toEqual([]);
  });
});
