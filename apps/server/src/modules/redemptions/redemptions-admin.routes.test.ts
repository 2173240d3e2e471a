import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '@app/contracts/demo-staff';
import type { TAdminRedemption, TRedemptionReview } from '@app/contracts/redemptions-admin';
import { WALLET_EVENTS } from '@app/contracts/realtime';
import { getJson, lastMessageTo, postJson } from '../../test/accounts';
import { collect, connectWallet, waitFor } from '../realtime/socket-test-kit';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerBalanced, walletOf } from '../payments/payments-test-kit';
import { auditOf, staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { users } from '../users/users.tables';
import {
  IPPAY_BANK,
  TestPayoutProvider,
  cancel,
  errorOf,
  readyPlayer,
  redeem,
  redeemBody,
  requestRow,
} from './redemptions-test-kit';

const provider = new TestPayoutProvider();
let t: TestApp;
let finance: string;
let admin: string;
let support: string;
beforeAll(async () => {
  t = await startTestApp({ payoutProvider: provider });
  provider.attach(t.app);
  finance = await staffSignIn(t, 'finance');
  admin = await staffSignIn(t, 'admin');
  support = await staffSignIn(t, 'support');
  await staffReauth(t, 'finance', finance);
  await staffReauth(t, 'admin', admin);
});
afterAll(async () => {
  await t.close();
});

const approve = (id: number, cookie = finance) =>
  postJson(t, `/admin/redemptions/${id}/approve`, {}, cookie);
const reject = (id: number, reason: unknown, cookie = finance) =>
  postJson(t, `/admin/redemptions/${id}/reject`, { reason }, cookie);

async function dataOf(res: Response) {
  const body = await json(res);
  if (res.status !== 200)
    throw new Error(`expected 200, got ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** A ready player's PENDING request of `amount` coins (bank details given, so it can be paid). */
async function pendingRequest(amount: number, redeemable = 10_000) {
  const player = await readyPlayer(t, { redeemable });
  await t.db.update(users).set({ maxRedeemableCents: 100_000 }).where(eq(users.id, player.userId));
  const res = await redeem(
    t,
    player.cookie,
    redeemBody(amount, { ...IPPAY_BANK, providerType: 'fiat' }),
  );
  const id = (await dataOf(res)).redemption.redeemRequestId as number;
  return { ...player, id };
}

async function reaches(id: number, status: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await requestRow(t, id);
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`redemption ${id} stayed ${row.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('finance queue: list and review', () => {
  it('lists by status with a cursor, and only for members with redemptions.read', async () => {
    const a = await pendingRequest(2);
    const b = await pendingRequest(3);
    const page = await dataOf(await getJson(t, '/admin/redemptions?status=PENDING', finance));
    const ids = page.rows.map((r: TAdminRedemption) => r.redeemRequestId);
    // The longest waiting first.
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(page.rows.every((r: TAdminRedemption) => r.status === 'PENDING')).toBe(true);
    const next = await dataOf(await getJson(t, `/admin/redemptions?cursor=${a.id}`, finance));
    expect(next.rows[0].redeemRequestId).toBe(b.id);
    expect(next.rows.map((r: TAdminRedemption) => r.redeemRequestId)).not.toContain(a.id);
    expect((await getJson(t, '/admin/redemptions', support)).status).toBe(403);
    expect((await errorOf(await getJson(t, '/admin/redemptions?status=NOPE', finance)))[0]).toBe(
      400,
    );
  });

  it('shows a reviewer KYC, totals, SC sources, linked accounts and velocity', async () => {
    const first = await pendingRequest(25, 40_000);
    // Another player paid to the same bank account is linked by bank (and, in tests, by IP and
    // by the sandbox's test card).
    const sharing = await pendingRequest(1);
    const review: TRedemptionReview = await dataOf(
      await getJson(t, `/admin/redemptions/${first.id}`, finance),
    );
    expect(review).toMatchObject({
      redemption: {
        redeemRequestId: first.id,
        amount: 2_500,
        status: 'PENDING',
        accountLast4: '6789',
      },
      kycStatus: 'APPROVED',
      ssnOnFile: false,
      purchasedTotal: 999,
      redeemedTotal: 0,
      redeemedThisYear: 0,
      scWonFromPlay: 40_000,
      velocity: { last24h: { count: 1, amount: 2_500 }, last7d: { count: 1, amount: 2_500 } },
      history: [],
    });
    // The purchase's SC (10 + first-purchase bonus) are purchase credits, not bonuses.
    expect(review.scFromBonuses).toBe(0);
    const link = review.linkedAccounts.find((l) => l.userId === sharing.userId);
    expect(link?.sharedBy).toEqual(['ip', 'instrument', 'bank']);
    expect((await getJson(t, '/admin/redemptions/999999', finance)).status).toBe(404);
  });
});

describe('approve and reject', () => {
  it('approves at or below the threshold with one member: email, audit, payout job, PAID and settled', async () => {
    const { id, userId, player, cookie } = await pendingRequest(500, 60_000);
    const socket = await connectWallet(t.baseUrl, cookie);
    const events = collect<{ data: { status?: string } }>(socket, WALLET_EVENTS.TRANSACTION_STATUS);
    const approved: TAdminRedemption = await dataOf(await approve(id));
    expect(approved).toMatchObject({
      status: 'APPROVED',
      approvedBy: [DEMO_STAFF.finance.name],
      awaitingSecondApproval: false,
    });
    const mail = await lastMessageTo(t, player.email);
    expect(mail?.bodyText).toContain('within 24 hours');
    expect(await auditOf(t, 'redemption.approve', userId)).toHaveLength(1);
    const paid = await reaches(id, 'PAID');
    expect(paid.providerPayoutId).toMatch(/^po_test_/);
    // The player's sockets saw each move (USER_TRANSACTION_STATUS).
    await waitFor(() => events.length >= 3);
    socket.disconnect();
    expect(events.map((e) => e.data.status)).toEqual(['APPROVED', 'PROCESSING', 'PAID']);
    expect(provider.sent.find((s) => s.payoutId === `redemption-${id}`)).toMatchObject({
      amountCents: 50_000,
      accountNumber: IPPAY_BANK.accountNumber,
      routingNumber: IPPAY_BANK.routingNumber,
      accountHolder: IPPAY_BANK.cardHolderName,
    });
    await expectLedgerBalanced(t);
  });

  it('needs a second, different member above the threshold (4050 for the same member)', async () => {
    const { id, userId } = await pendingRequest(500.01, 60_000);
    const first: TAdminRedemption = await dataOf(await approve(id));
    expect(first).toMatchObject({ status: 'PENDING', awaitingSecondApproval: true });
    expect(await errorOf(await approve(id))).toEqual([
      403,
      4050,
      'A second member must give the second approval of a redemption you approved first.',
    ]);
    const second: TAdminRedemption = await dataOf(await approve(id, admin));
    expect(second).toMatchObject({ status: 'APPROVED', awaitingSecondApproval: false });
    expect(second.approvedBy).toHaveLength(2);
    expect(await auditOf(t, 'redemption.approve.first', userId)).toHaveLength(1);
    expect(await errorOf(await approve(id, admin))).toEqual([
      409,
      4051,
      'This redemption request has already been decided or cancelled.',
    ]);
    await reaches(id, 'PAID');
    await expectLedgerBalanced(t);
  });

  it('rejects with a reason: the SC come back, the player is emailed the reason, audited', async () => {
    const { id, userId, cookie, player } = await pendingRequest(40);
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(60);
    expect((await errorOf(await reject(id, 'no')))[2]).toBe(
      'Give a reason of at least 3 characters',
    );
    const rejected: TAdminRedemption = await dataOf(await reject(id, 'Bonus abuse suspected'));
    expect(rejected).toMatchObject({ status: 'REJECTED', reason: 'Bonus abuse suspected' });
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(100);
    expect((await lastMessageTo(t, player.email))?.bodyText).toContain('Bonus abuse suspected');
    expect(await auditOf(t, 'redemption.reject', userId)).toHaveLength(1);
    expect((await errorOf(await reject(id, 'Again and again')))[1]).toBe(4051);
    expect((await errorOf(await cancel(t, cookie, id)))[1]).toBe(2223);
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(100);
    await expectLedgerBalanced(t);
  });

  it('ends a cancel racing an approval in exactly one of the two', async () => {
    for (let round = 0; round < 4; round += 1) {
      const { id, cookie } = await pendingRequest(30);
      const [approval, cancellation] = await Promise.all([approve(id), cancel(t, cookie, id)]);
      const outcomes = [approval.status, cancellation.status].sort();
      const row = await requestRow(t, id);
      if (approval.status === 200) {
        expect(cancellation.status).toBe(409);
        expect(['APPROVED', 'PROCESSING', 'PAID']).toContain(row.status);
      } else {
        expect(outcomes).toEqual([200, 409]);
        expect((await errorOf(approval))[1]).toBe(4051);
        expect(row.status).toBe('CANCELLED');
        expect((await walletOf(t, cookie)).scCoin.wsc).toBe(100);
      }
      await expectLedgerBalanced(t);
    }
  });

  it('lets only one of two racing approvals through', async () => {
    const { id } = await pendingRequest(20);
    const results = await Promise.all([approve(id), approve(id, admin)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    await reaches(id, 'PAID');
    expect(provider.sent.filter((s) => s.payoutId === `redemption-${id}`)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });
});

describe('settings', () => {
  it('reads the threshold with redemptions.read; settings.write lowers it at once, raises it with a second admin (audited)', async () => {
    expect(await dataOf(await getJson(t, '/admin/redemptions/settings', finance))).toEqual({
      approvalThreshold: 50_000,
    });
    const put = (body: unknown, cookie: string) =>
      postJson(t, '/admin/redemptions/settings', body, cookie, 'PUT');
    const reason = 'Fewer large payouts by one member';
    expect((await put({ approvalThreshold: 1_000, reason }, finance)).status).toBe(403);
    expect((await put({ approvalThreshold: 1_000 }, admin)).status).toBe(400);
    expect(await dataOf(await put({ approvalThreshold: 1_000, reason }, admin))).toEqual({
      approvalThreshold: 1_000,
      outcome: { status: 'APPLIED' },
    });
    const { id } = await pendingRequest(10.01);
    expect((await dataOf(await approve(id))).awaitingSecondApproval).toBe(true);
    // Raising it loosens four eyes: it waits for another admin (decision 058).
    const raised = await dataOf(await put({ approvalThreshold: 50_000, reason }, admin));
    expect(raised).toMatchObject({ approvalThreshold: 1_000, outcome: { status: 'PENDING' } });
    const secondAdmin = await staffSignIn(t, 'secondAdmin');
    await staffReauth(t, 'secondAdmin', secondAdmin);
    await dataOf(
      await postJson(
        t,
        `/admin/control-changes/${raised.outcome.changeId}/approve`,
        {},
        secondAdmin,
      ),
    );
    expect(await dataOf(await getJson(t, '/admin/redemptions/settings', finance))).toEqual({
      approvalThreshold: 50_000,
    });
    expect(await auditOf(t, 'settings.redemptions')).toHaveLength(2);
  });
});
