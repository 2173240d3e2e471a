import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, lastMessageTo, postJson, signUpVerified } from '../../test/accounts';
import { setPaymentFlags } from '../payments/payments-admin-kit';
import {
  eventually,
  expectLedgerBalanced,
  postWebhook,
  purchaseRow,
  startHostedPurchase,
  walletOf,
  webhookEvent,
} from '../payments/payments-test-kit';
import { paymentEvents } from '../payments/purchases.tables';
import { paymentWebhookFailures as webhookFailures } from '../payments/webhook-failures.tables';
import {
  agePurchases,
  buyPackage,
  errorOf,
  redeem,
  redeemBody,
  requestsOf,
  winRedeemable,
} from '../redemptions/redemptions-test-kit';
import { createSandboxStatements } from '../sandbox-providers/sandbox-statements';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { users } from '../users/users.tables';
import { walletTransfers } from '../wallet/wallet.tables';
import { credit, debit, move, walletFor } from '../wallet/wallet-test-kit';
import { paymentDisputes } from './disputes.tables';

let t: TestApp;
let operator: string;
let finance: string;
beforeAll(async () => {
  t = await startTestApp();
  operator = await staffSignIn(t, 'admin');
  // A sign-in counts as a re-authentication for its first minutes: the file needs no other.
  finance = await staffSignIn(t, 'finance');
});
afterAll(async () => {
  await t.close();
});

/** Package 3 ($9.99) as a first purchase: 150,000 GC and 15 SC (50% first-purchase bonus). */
const FIRST_GC = 15_000_000;
const FIRST_SC = 1_500;
const EMPTY_WALLET = { gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 };

/** A player who bought package 3 with the card form (the sandbox card-token provider). */
async function buyer() {
  const account = await signUpVerified(t);
  const referenceId = await buyPackage(t, account.cookie);
  expect(await purchaseRow(t, referenceId)).toMatchObject({
    status: 'succeeded',
    provider: 'finix',
    amountCents: 999,
    creditedGc: FIRST_GC,
    creditedSc: FIRST_SC,
  });
  return { ...account, referenceId };
}

/**
 * Rounds played as the games play them: GC and SC staked and lost, and an SC win (redeemable).
 * The SC stake takes unplayed SC first.
 */
async function play(
  userId: number,
  rounds: { gcLost?: number; scStaked?: number; scWon?: number },
) {
  const { wallet } = await walletFor(t.db);
  if (rounds.gcLost) await move(wallet, t.db, userId, 'round', [debit('GC', rounds.gcLost)]);
  if (rounds.scStaked) await move(wallet, t.db, userId, 'round', [debit('SC', rounds.scStaked)]);
  if (rounds.scWon)
    await move(wallet, t.db, userId, 'round', [
      credit('SC', rounds.scWon, 'GAMES', 'SC_REDEEMABLE'),
    ]);
}

const dispute = (referenceId: string, data: Record<string, unknown> = {}, id?: string) =>
  webhookEvent('payment.disputed', referenceId, 999, { reason: 'Fraudulent', ...data }, id);

async function caseOf(referenceId: string) {
  const [row] = await t.db
    .select()
    .from(paymentDisputes)
    .where(eq(paymentDisputes.referenceId, referenceId));
  return row;
}

async function transferCount() {
  const [row] = await t.db.select({ value: count() }).from(walletTransfers);
  return row?.value ?? 0;
}

async function outcomesOf(referenceId: string) {
  const rows = await t.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.referenceId, referenceId));
  return rows.map((e) => [e.eventType, e.outcome]);
}

const adminPost = (path: string, body: unknown, cookie: string) => postJson(t, path, body, cookie);

/** The status the card-token provider's statement gives a charge (what reconciliation reads). */
async function statementStatus(referenceId: string) {
  const statement = createSandboxStatements(t.db).find((s) => s.provider === 'finix');
  const [entry] = (await statement?.find([referenceId])) ?? [];
  return entry?.status;
}

describe('a chargeback by signed webhook', () => {
  it('reverses a partly played purchase exactly, records the rest as debt, restricts and emails', async () => {
    const { cookie, userId, player, referenceId } = await buyer();
    // 149,000 GC lost; 10 SC staked from the 15 unplayed, 4 SC won (redeemable).
    await play(userId, { gcLost: 14_900_000, scStaked: 1_000, scWon: 400 });
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 1_000,
      scCoin: { wsc: 4 },
      totalScCoin: 9,
    });

    const res = await postWebhook(t, 'finix', dispute(referenceId, {}, `evt_cb_${referenceId}`));
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ received: true, duplicate: false });

    // GC as much as held, SC unplayed first, then redeemable: the rest is owed.
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    expect(await caseOf(referenceId)).toMatchObject({
      userId,
      provider: 'finix',
      amountCents: 999,
      reason: 'Fraudulent',
      status: 'OPEN',
      purchaseGc: FIRST_GC,
      purchaseSc: FIRST_SC,
      takenGc: 100_000,
      takenScUnplayed: 500,
      takenScRedeemable: 400,
      debtGc: 14_900_000,
      debtSc: 600,
      debtStatus: 'OPEN',
      closedAt: null,
    });
    expect((await purchaseRow(t, referenceId)).status).toBe('charged_back');
    const profile = (await json(await getJson(t, '/user/profile', cookie))).data;
    expect(profile.isRestrict).toBe(true);

    // The player sees each account's reversal in their transactions.
    const history = (await json(await getJson(t, '/payment/transactions?type=chargeback', cookie)))
      .data;
    expect(
      history.rows.map((r: { coinType: string; wallet: string; amount: number }) => [
        r.coinType,
        r.wallet,
        r.amount,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['GC', 'gc', -1_000],
        ['SC', 'unplayed', -5],
        ['SC', 'redeemable', -4],
      ]),
    );
    expect(history.count).toBe(3);
    const status = (
      await json(await getJson(t, `/payment/status?referenceId=${referenceId}`, cookie))
    ).data;
    expect(status).toMatchObject({ status: 'FAILED', purchaseStatus: 'charged_back' });

    const mail = await lastMessageTo(t, player.email);
    expect(mail?.subject).toBe('Your Golden Sweeps payment was disputed');
    expect(mail?.bodyText).toContain('1,000.00 Gold Coins and 9.00 Sweeps Coins were taken back');
    expect(mail?.bodyText).toContain('149,000.00 Gold Coins and 6.00 Sweeps Coins');
    expect(mail?.bodyText).toContain('You cannot redeem while this is owed.');
    await expectLedgerBalanced(t);
  });

  it('changes nothing when the webhook is replayed or the dispute is reported again', async () => {
    const { cookie, userId, referenceId } = await buyer();
    await play(userId, { scStaked: 1_500 });
    const event = dispute(referenceId);
    expect((await json(await postWebhook(t, 'finix', event))).data.duplicate).toBe(false);
    const before = { wallet: await walletOf(t, cookie), row: await caseOf(referenceId) };
    const transfers = await transferCount();

    const replay = await postWebhook(t, 'finix', event);
    expect((await json(replay)).data).toEqual({ received: true, duplicate: true });
    // Another event of the same dispute (a provider that reports it twice).
    expect((await postWebhook(t, 'finix', dispute(referenceId))).status).toBe(200);

    expect(await walletOf(t, cookie)).toEqual(before.wallet);
    expect(await caseOf(referenceId)).toEqual(before.row);
    expect(await transferCount()).toBe(transfers);
    expect((await outcomesOf(referenceId)).filter(([type]) => type === 'payment.disputed')).toEqual(
      [
        ['payment.disputed', 'applied'],
        ['payment.disputed', 'ignored_stale'],
      ],
    );
    await expectLedgerBalanced(t);
  });

  it('refuses a dispute of a payment not credited yet (the provider sends it again) and ignores a partial one', async () => {
    const early = await signUpVerified(t);
    const started = await startHostedPurchase(t, early.cookie, { packageId: 3, amount: 9.99 });
    const referenceId = started.data.id;
    const event = dispute(referenceId, {}, `evt_early_${referenceId}`);
    const refused = await postWebhook(t, 'ippay', event);
    expect(refused.status).toBe(409);
    expect((await json(refused)).errors[0].errorCode).toBe(1603);
    expect(await caseOf(referenceId)).toBeUndefined();
    expect(await outcomesOf(referenceId)).toEqual([]);
    const [failure] = await t.db
      .select()
      .from(webhookFailures)
      .where(and(eq(webhookFailures.provider, 'ippay'), eq(webhookFailures.eventId, event.id)));
    expect(failure).toMatchObject({ eventType: 'payment.disputed', referenceId });

    // A dispute of part of the amount is kept for operators; nothing moves.
    const { cookie, referenceId: bought } = await buyer();
    const partial = await postWebhook(
      t,
      'finix',
      webhookEvent('payment.disputed', bought, 500, { reason: 'Partly' }),
    );
    expect(partial.status).toBe(200);
    expect(await outcomesOf(bought)).toContainEqual(['payment.disputed', 'amount_mismatch']);
    expect(await caseOf(bought)).toBeUndefined();
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 150_000,
      scCoin: { wsc: 0 },
      totalScCoin: 15,
    });
  });

  it('gives back exactly what was taken when the dispute is won, and clears the debt', async () => {
    const { cookie, userId, player, referenceId } = await buyer();
    await play(userId, { gcLost: 14_900_000, scStaked: 1_000, scWon: 400 });
    await postWebhook(t, 'finix', dispute(referenceId));
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);

    const won = await postWebhook(
      t,
      'finix',
      webhookEvent('payment.dispute_won', referenceId, 999),
    );
    expect(won.status).toBe(200);
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 1_000,
      scCoin: { wsc: 4 },
      totalScCoin: 9,
    });
    expect(await caseOf(referenceId)).toMatchObject({
      status: 'WON',
      debtStatus: 'CLEARED',
      debtGc: 14_900_000,
      debtSc: 600,
    });
    expect((await purchaseRow(t, referenceId)).status).toBe('succeeded');
    expect((await lastMessageTo(t, player.email))?.subject).toBe(
      'Your Golden Sweeps payment dispute is closed',
    );
    // A late 'lost' and a second 'won' change nothing.
    await postWebhook(t, 'finix', webhookEvent('payment.dispute_lost', referenceId, 999));
    await postWebhook(t, 'finix', webhookEvent('payment.dispute_won', referenceId, 999));
    expect((await caseOf(referenceId))?.status).toBe('WON');
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 1_000,
      scCoin: { wsc: 4 },
      totalScCoin: 9,
    });
    expect(await outcomesOf(referenceId)).toEqual(
      expect.arrayContaining([
        ['payment.dispute_won', 'applied'],
        ['payment.dispute_lost', 'ignored_dispute_closed'],
        ['payment.dispute_won', 'ignored_no_dispute'],
      ]),
    );
    await expectLedgerBalanced(t);
  });

  it('closes the case when the dispute is lost; the debt stays owed', async () => {
    const { cookie, userId, referenceId } = await buyer();
    await play(userId, { scStaked: 1_500 });
    await postWebhook(t, 'finix', dispute(referenceId));
    await postWebhook(t, 'finix', webhookEvent('payment.dispute_lost', referenceId, 999));
    expect(await caseOf(referenceId)).toMatchObject({
      status: 'LOST',
      debtStatus: 'OPEN',
      debtSc: 1_500,
      takenGc: FIRST_GC,
    });
    expect((await purchaseRow(t, referenceId)).status).toBe('charged_back');
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    await expectLedgerBalanced(t);
  });
});

describe('the debt of a chargeback', () => {
  it('refuses a redemption while a debt is open; finance collects it and the player may redeem again', async () => {
    const { cookie, userId, referenceId } = await buyer();
    await buyPackage(t, cookie);
    // The unplayed SC of both purchases is played and lost.
    const { totalScCoin } = await walletOf(t, cookie);
    await play(userId, { scStaked: Math.round(totalScCoin * 100) });
    await postWebhook(t, 'finix', dispute(referenceId));
    expect(await caseOf(referenceId)).toMatchObject({ debtSc: FIRST_SC, debtStatus: 'OPEN' });

    // Later: SC won, the review lifts the restriction, KYC approved, purchases processed.
    await winRedeemable(t, userId, 10_000);
    await setPaymentFlags(t, operator, userId, { isRestrict: false });
    await t.db.update(users).set({ kycStatus: 'APPROVED' }).where(eq(users.id, userId));
    await agePurchases(t, userId, 13);

    expect(await errorOf(await redeem(t, cookie, redeemBody(50)))).toEqual([
      400,
      2360,
      'Part of a payment you disputed (a chargeback) is still owed, so you cannot redeem right now. Please contact our support team.',
    ]);
    expect(await requestsOf(t, userId)).toEqual([]);
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(100);

    const row = await caseOf(referenceId);
    const collected = await adminPost(
      `/admin/disputes/${row!.id}/collect`,
      { reason: 'Player won SC after the chargeback' },
      finance,
    );
    expect(collected.status).toBe(200);
    expect((await json(collected)).data.dispute).toMatchObject({
      id: row!.id,
      collected: { gc: 0, scUnplayed: 0, scRedeemable: FIRST_SC },
      debt: {
        owedGc: 0,
        owedSc: 0,
        status: 'SETTLED',
        closedBy: { email: 'finance@goldensweeps.test' },
        closeReason: 'Player won SC after the chargeback',
      },
    });
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(85);
    const [audited] = await auditOf(t, 'dispute.collect', userId);
    expect(audited).toMatchObject({
      target: `dispute:${row!.id}`,
      before: { debtStatus: 'OPEN', owedGc: 0, owedSc: FIRST_SC },
      after: { debtStatus: 'SETTLED', owedSc: 0 },
    });

    const allowed = await redeem(t, cookie, redeemBody(50));
    expect(allowed.status).toBe(200);
    expect((await json(allowed)).data.status).toBe('REDEEM_PROCESSING');
    await expectLedgerBalanced(t);
  });

  it('collects what the player holds and keeps the rest owed; refuses when they hold nothing', async () => {
    const { cookie, userId, referenceId } = await buyer();
    await play(userId, { scStaked: 1_500 });
    await postWebhook(t, 'finix', dispute(referenceId));
    const id = (await caseOf(referenceId))!.id;

    const nothing = await adminPost(`/admin/disputes/${id}/collect`, { reason: 'Try' }, finance);
    expect(nothing.status).toBe(409);
    expect((await json(nothing)).errors[0].errorCode).toBe(4091);

    await winRedeemable(t, userId, 600);
    const part = await adminPost(`/admin/disputes/${id}/collect`, { reason: 'Part' }, finance);
    expect((await json(part)).data.dispute.debt).toMatchObject({
      owedGc: 0,
      owedSc: 900,
      status: 'OPEN',
      closedBy: null,
    });
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    expect((await caseOf(referenceId))?.collections).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('lets finance waive a debt with a reason, once; other roles and bad input change nothing', async () => {
    const { userId, referenceId } = await buyer();
    await play(userId, { scStaked: 1_500 });
    await postWebhook(t, 'finix', dispute(referenceId));
    const id = (await caseOf(referenceId))!.id;

    // Who may see and act: finance and admin act; compliance reads; support neither.
    const support = await staffSignIn(t, 'support');
    const compliance = await staffSignIn(t, 'compliance');
    expect((await getJson(t, `/admin/disputes?userId=${userId}`, support)).status).toBe(403);
    const listed = await getJson(t, `/admin/disputes?userId=${userId}&status=OPEN`, compliance);
    expect(listed.status).toBe(200);
    expect((await json(listed)).data).toMatchObject({
      count: 1,
      rows: [
        {
          id,
          referenceId,
          username: expect.any(String),
          reversed: { gc: FIRST_GC, scUnplayed: 0, scRedeemable: 0 },
          debt: { sc: FIRST_SC, owedSc: FIRST_SC, status: 'OPEN' },
        },
      ],
    });
    expect(
      (await adminPost(`/admin/disputes/${id}/waive`, { reason: 'x' }, compliance)).status,
    ).toBe(403);
    // Both money actions ask for a recent re-authentication (4004 without one).
    for (const action of ['collect', 'waive'])
      expect(t.app.staffRoutes).toContainEqual({
        method: 'POST',
        url: `/api/v1/admin/disputes/:id/${action}`,
        permission: 'disputes.resolve',
        reauth: true,
      });

    const empty = await adminPost(`/admin/disputes/${id}/waive`, { reason: '  ' }, finance);
    expect(empty.status).toBe(400);
    const noKey = await t.request(`/api/v1/admin/disputes/${id}/waive`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: finance },
      body: JSON.stringify({ reason: 'Goodwill' }),
    });
    expect([noKey.status, (await json(noKey)).errors[0].errorCode]).toEqual([400, 1010]);
    expect((await adminPost('/admin/disputes/999999/waive', { reason: 'x' }, finance)).status).toBe(
      404,
    );
    expect(await caseOf(referenceId)).toMatchObject({ debtStatus: 'OPEN' });
    expect(await auditOf(t, 'dispute.waive', userId)).toEqual([]);

    const waived = await adminPost(
      `/admin/disputes/${id}/waive`,
      { reason: 'Goodwill after review' },
      finance,
    );
    expect(waived.status).toBe(200);
    expect((await json(waived)).data.dispute.debt).toMatchObject({
      status: 'WAIVED',
      owedSc: 0,
      closeReason: 'Goodwill after review',
    });
    const [audited] = await auditOf(t, 'dispute.waive', userId);
    expect(audited).toMatchObject({
      before: { debtStatus: 'OPEN', owedSc: FIRST_SC },
      after: { debtStatus: 'WAIVED' },
      detail: { reason: 'Goodwill after review', waivedSc: FIRST_SC, waivedGc: 0 },
    });
    for (const action of ['waive', 'collect']) {
      const again = await adminPost(
        `/admin/disputes/${id}/${action}`,
        { reason: 'Again' },
        finance,
      );
      expect([again.status, (await json(again)).errors[0].errorCode]).toEqual([409, 4090]);
    }
  });
});

describe('the sandbox dispute action', () => {
  it('sends the signed payment.disputed webhook that reverses and restricts, then payment.dispute_won', async () => {
    const { cookie, userId, referenceId } = await buyer();
    await play(userId, { scStaked: 1_000 });
    const base = `/sandbox/charges/finix/${referenceId}/dispute`;
    const opened = await t.request(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reason: 'Product not received' }),
    });
    expect(opened.status).toBe(200);
    expect((await json(opened)).data).toMatchObject({ referenceId, dispute: 'open' });

    // The sandbox's delivery job signs and sends the webhook to our API.
    const row = await eventually(() => caseOf(referenceId));
    expect(row).toMatchObject({
      status: 'OPEN',
      reason: 'Product not received',
      takenGc: FIRST_GC,
      takenScUnplayed: 500,
      debtSc: 1_000,
    });
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    expect((await json(await getJson(t, '/user/profile', cookie))).data.isRestrict).toBe(true);
    const [charge] = (
      await json(await t.request(`/sandbox/charges.json?referenceId=${referenceId}`))
    ).data;
    expect(charge).toMatchObject({ dispute: 'open', status: 'succeeded' });
    expect(charge.webhooks).toContainEqual(
      expect.objectContaining({ type: 'payment.disputed', deliveredAt: expect.any(String) }),
    );
    // Reconciliation reads the charge as charged back, as our purchase is (decision 056).
    expect(await statementStatus(referenceId)).toBe('charged_back');

    // One dispute per payment; an unknown payment is not found; nothing changes.
    const twice = await t.request(base, { method: 'POST' });
    expect([twice.status, (await json(twice)).errors[0].description]).toEqual([
      400,
      `Payment ${referenceId} was disputed already (the dispute is open)`,
    ]);
    expect(
      (await t.request('/sandbox/charges/finix/GS-unknown/dispute', { method: 'POST' })).status,
    ).toBe(404);
    expect((await t.request(`${base}/maybe`, { method: 'POST' })).status).toBe(400);

    expect((await t.request(`${base}/won`, { method: 'POST' })).status).toBe(200);
    await eventually(async () =>
      (await caseOf(referenceId))?.status === 'WON' ? true : undefined,
    );
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 150_000,
      scCoin: { wsc: 0 },
      totalScCoin: 5,
    });
    expect((await caseOf(referenceId))?.debtStatus).toBe('CLEARED');
    expect(await statementStatus(referenceId)).toBe('settled');
    const lostLater = await t.request(`${base}/lost`, { method: 'POST' });
    expect([lostLater.status, (await json(lostLater)).errors[0].description]).toEqual([
      400,
      `Payment ${referenceId} has no open dispute (it was won)`,
    ]);
    await expectLedgerBalanced(t);
  });
});
