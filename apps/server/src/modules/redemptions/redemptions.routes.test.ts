import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import { WALLET_EVENTS } from '@app/contracts/realtime';
import {
  REDEEM_MESSAGES,
  dailyRedeemLimitMessage,
  redeemAmountAboveMaximum,
  redeemAmountBelowMinimum,
} from '@app/contracts/redeem-validation';
import { REDEEM_CANCELLED_MESSAGE, REDEEM_SUBMITTED_MESSAGE } from '@app/contracts/redemptions';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerBalanced, profileOf, walletOf } from '../payments/payments-test-kit';
import { collect, connectWallet, waitFor } from '../realtime/socket-test-kit';
import { staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { purchases } from '../payments/purchases.tables';
import { currentTaxYear, setTaxThreshold } from '../tax/tax-test-kit';
import { taxThresholds } from '../tax/tax.tables';
import { users } from '../users/users.tables';
import {
  IPPAY_BANK,
  TestPayoutProvider,
  agePurchases,
  buyPackage,
  cancel,
  errorOf,
  readyPlayer,
  redeem,
  redeemBody,
  requestRow,
  requestsOf,
} from './redemptions-test-kit';

const provider = new TestPayoutProvider();
let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await startTestApp({ payoutProvider: provider });
  provider.attach(t.app);
  finance = await staffSignIn(t, 'finance');
  await staffReauth(t, 'finance', finance);
});
afterAll(async () => {
  await t.close();
});

const approve = (id: number) => postJson(t, `/admin/redemptions/${id}/approve`, {}, finance);

async function answerOf(res: Response) {
  const body = await json(res);
  if (res.status !== 200)
    throw new Error(`expected 200, got ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** Waits until the request reaches `status` (the payout job runs by itself). */
async function reaches(id: number, status: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await requestRow(t, id);
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`redemption ${id} stayed ${row.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('POST /payment/redeem-request', () => {
  it('holds the amount from redeemable SC, answers REDEEM_PROCESSING and tells the sockets', async () => {
    const { cookie, userId } = await readyPlayer(t, { redeemable: 12_345 });
    const socket = await connectWallet(t.baseUrl, cookie);
    const events = collect<{ data: unknown }>(socket, WALLET_EVENTS.TRANSACTION_STATUS);
    const answer = await answerOf(await redeem(t, cookie, redeemBody(23.45)));
    expect(answer).toMatchObject({
      message: REDEEM_SUBMITTED_MESSAGE,
      status: 'REDEEM_PROCESSING',
      redemption: { amount: '23.45', status: 'PENDING', providerType: 'fiat', accountLast4: null },
    });
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(100);
    await waitFor(() => events.length > 0);
    expect(events[0]?.data).toEqual({
      kind: 'redemption',
      redeemRequestId: answer.redemption.redeemRequestId,
      status: 'PENDING',
      amount: '23.45',
    });
    socket.disconnect();
    const list = await answerOf(
      await getJson(t, '/payment/redeem-requests?page=1&limit=5', cookie),
    );
    expect(list.count).toBe(1);
    expect(list.rows[0]).toMatchObject({ redeemRequestId: answer.redemption.redeemRequestId });
    expect((await requestRow(t, answer.redemption.redeemRequestId)).userId).toBe(userId);
    await expectLedgerBalanced(t);
  });

  it('shows the real minRedeemableCoins and maxRedeemableCoins on the User, with per-player overrides', async () => {
    const { cookie, userId } = await signUpVerified(t);
    expect(await profileOf(t, cookie)).toMatchObject({
      minRedeemableCoins: 1,
      maxRedeemableCoins: 5000,
    });
    await t.db
      .update(users)
      .set({ minRedeemableCents: 2_550, maxRedeemableCents: 75_000 })
      .where(eq(users.id, userId));
    expect(await profileOf(t, cookie)).toMatchObject({
      minRedeemableCoins: 25.5,
      maxRedeemableCoins: 750,
    });
  });

  it('shows on the User when redeeming opens after a purchase (redeemAvailableAt), before any KYC, and null once processed', async () => {
    const fresh = await readyPlayer(t, { kycStatus: 'PENDING', purchasedHoursAgo: 11 });
    const { redeemAvailableAt } = await profileOf(t, fresh.cookie);
    const [row] = await t.db
      .select({ settledAt: purchases.settledAt })
      .from(purchases)
      .where(eq(purchases.userId, fresh.userId));
    // 12 hours (SPEC §9, the default processing time) after the purchase settled.
    expect(redeemAvailableAt).toBe(
      new Date(row!.settledAt!.getTime() + 12 * 3600_000).toISOString(),
    );
    // The same time 3077 stops refusing: an hour early it still refuses.
    expect(new Date(redeemAvailableAt).getTime() - Date.now()).toBeGreaterThan(59 * 60_000);

    const processed = await readyPlayer(t, { purchasedHoursAgo: 13 });
    expect((await profileOf(t, processed.cookie)).redeemAvailableAt).toBeNull();
    const never = await signUpVerified(t);
    expect((await profileOf(t, never.cookie)).redeemAvailableAt).toBeNull();
  });

  it('answers each refusal of SPEC §8 in its real situation, in order, and moves nothing', async () => {
    // Restricted (even before any purchase): 3079.
    const restricted = await readyPlayer(t, { purchase: false });
    await t.db.update(users).set({ isRestrict: true }).where(eq(users.id, restricted.userId));
    expect(await errorOf(await redeem(t, restricted.cookie, redeemBody(1)))).toEqual([
      400,
      3079,
      'You are restricted for this action.',
    ]);
    // Never purchased: 3075.
    const noPurchase = await readyPlayer(t, { purchase: false });
    expect(await errorOf(await redeem(t, noPurchase.cookie, redeemBody(1)))).toEqual([
      400,
      3075,
      'You need to purchase a package first, to create a redeem request',
    ]);
    // Purchased, KYC not approved: 2220.
    const noKyc = await readyPlayer(t, { kycStatus: 'IN_PROGRESS' });
    expect(await errorOf(await redeem(t, noKyc.cookie, redeemBody(1)))).toEqual([
      400,
      2220,
      'Please complete your KYC verification before redeeming.',
    ]);
    // A purchase younger than 12 hours: 3077.
    const young = await readyPlayer(t, { purchasedHoursAgo: 11 });
    expect(await errorOf(await redeem(t, young.cookie, redeemBody(1)))).toEqual([
      400,
      3077,
      'Redemption requests will be available once your payments have fully processed. Keep in mind it can take up to 12 hours for payments to fully process.',
    ]);
    for (const p of [restricted, noPurchase, noKyc, young]) {
      expect(await requestsOf(t, p.userId)).toEqual([]);
      expect((await walletOf(t, p.cookie)).scCoin.wsc).toBe(100);
    }
    await expectLedgerBalanced(t);
  });

  it('answers 3093 while a request is PENDING and 3076 once it is approved', async () => {
    const { cookie } = await readyPlayer(t, { redeemable: 5_000 });
    const bank = { ...IPPAY_BANK, providerType: 'fiat' };
    const first = await answerOf(await redeem(t, cookie, redeemBody(10, bank)));
    expect(await errorOf(await redeem(t, cookie, redeemBody(5)))).toEqual([
      400,
      3093,
      'Withdraw request already exists, please wait for it to accept.',
    ]);
    // Approved, its payout not sent yet (the provider cannot be reached: the job retries later).
    provider.failNextSends = 1;
    await answerOf(await approve(first.redemption.redeemRequestId));
    expect(['APPROVED', 'PROCESSING']).toContain(
      (await requestRow(t, first.redemption.redeemRequestId)).status,
    );
    expect(await errorOf(await redeem(t, cookie, redeemBody(5)))).toEqual([
      400,
      3076,
      'Please wait to request a redemption until your previous request has been completed.',
    ]);
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(40);
    await expectLedgerBalanced(t);
  });

  it('checks the amount against the minimum, the maximum and the redeemable balance with the SPEC texts', async () => {
    const { cookie } = await readyPlayer(t, { redeemable: 10_000 });
    const cases: [number, string][] = [
      [0.5, redeemAmountBelowMinimum(1)],
      [5000.01, redeemAmountAboveMaximum(5000)],
      [100.01, REDEEM_MESSAGES.insufficientRedeemable],
    ];
    for (const [amount, message] of cases) {
      const res = await redeem(t, cookie, redeemBody(amount));
      expect(await errorOf(res)).toEqual([400, 1000, message]);
    }
    expect(await errorOf(await redeem(t, cookie, redeemBody('')))).toEqual([
      400,
      1000,
      'Amount Required',
    ]);
    expect(await errorOf(await redeem(t, cookie, redeemBody(1.234)))).toEqual([
      400,
      1000,
      'Amount can have at most 2 decimal places',
    ]);
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(100);
    // Exactly the balance is allowed.
    await answerOf(await redeem(t, cookie, redeemBody(100)));
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(0);
    await expectLedgerBalanced(t);
  });

  it("refuses more than the day's maximum with the SPEC message and the remaining amount", async () => {
    const { cookie, userId } = await readyPlayer(t, { redeemable: 20_000 });
    await t.db.update(users).set({ maxRedeemableCents: 10_000 }).where(eq(users.id, userId));
    // An ACH request may carry its bank details too.
    const first = await answerOf(
      await redeem(t, cookie, redeemBody(60, { ...IPPAY_BANK, providerType: 'fiat' })),
    );
    expect(first.redemption).toMatchObject({ status: 'PENDING', accountLast4: '6789' });
    // IPPAY is for internal players only: this one is not.
    expect(await errorOf(await redeem(t, cookie, redeemBody(1, IPPAY_BANK)))).toEqual([
      400,
      1000,
      'Provider Type is invalid',
    ]);
    await answerOf(await approve(first.redemption.redeemRequestId));
    await reaches(first.redemption.redeemRequestId, 'PAID');
    const res = await redeem(t, cookie, redeemBody(50));
    expect(await errorOf(res)).toEqual([400, 2222, dailyRedeemLimitMessage(100, 40)]);
    expect(dailyRedeemLimitMessage(100, 40)).toBe(
      'You cannot redeem more than 100 coins in one day. Your remaining redeemable coins for today are 40. You can try again tomorrow or with a different amount',
    );
    await answerOf(await redeem(t, cookie, redeemBody(40)));
    await expectLedgerBalanced(t);
  });

  it("asks for the SSN (2221) once the paid total of the tax year reached that year's threshold, and not with one on file", async () => {
    const { cookie, userId } = await readyPlayer(t, { redeemable: 70_000, internal: true });
    await t.db.update(users).set({ maxRedeemableCents: 100_000 }).where(eq(users.id, userId));
    const first = await answerOf(await redeem(t, cookie, redeemBody(600, IPPAY_BANK)));
    const id = first.redemption.redeemRequestId;
    // Above the $500 threshold: two members.
    await answerOf(await approve(id));
    const admin = await staffSignIn(t, 'admin');
    await staffReauth(t, 'admin', admin);
    await answerOf(await postJson(t, `/admin/redemptions/${id}/approve`, {}, admin));
    await reaches(id, 'PAID');
    // $600 is under this year's threshold ($2,000 from 2026): the next request is taken.
    const under = await answerOf(await redeem(t, cookie, redeemBody(10)));
    expect(
      (await answerOf(await cancel(t, cookie, under.redemption.redeemRequestId))).redemption,
    ).toMatchObject({ status: 'CANCELLED' });
    // Compliance lowers this year's threshold to $600 (decision 051): the $600 paid reaches it.
    const year = currentTaxYear();
    const [before] = await t.db.select().from(taxThresholds).where(eq(taxThresholds.taxYear, year));
    await setTaxThreshold(t, year, 60_000);
    try {
      expect(await errorOf(await redeem(t, cookie, redeemBody(10)))).toEqual([
        400,
        2221,
        'Please provide your SSN (W-9 information) before your next redemption.',
      ]);
      // Once the player gives an SSN (the KYC module's /kyc/update-ssn), they may redeem again.
      const saved = await postJson(t, '/kyc/update-ssn', { ssn: '123-45-6789' }, cookie);
      expect(saved.status).toBe(200);
      const answer = await answerOf(await redeem(t, cookie, redeemBody(10)));
      expect(answer.redemption.status).toBe('PENDING');
    } finally {
      if (before) await setTaxThreshold(t, year, before.thresholdCents);
      else await t.db.delete(taxThresholds).where(eq(taxThresholds.taxYear, year));
    }
    await expectLedgerBalanced(t);
  });

  it('keeps IPPAY bank details encrypted, with the last four in clear', async () => {
    const { cookie, userId } = await readyPlayer(t, { internal: true });
    const answer = await answerOf(await redeem(t, cookie, redeemBody(5, IPPAY_BANK)));
    expect(answer.redemption).toMatchObject({ providerType: 'IPPAY', accountLast4: '6789' });
    const rows = await t.db.execute(
      sql`select row_to_json(r)::text as j from redemption_requests r where user_id = ${userId}`,
    );
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(IPPAY_BANK.accountNumber);
    expect(dump).not.toContain(IPPAY_BANK.routingNumber);
    expect(dump).not.toContain(IPPAY_BANK.cardHolderName);
    const missing = await redeem(t, cookie, redeemBody(5, { ...IPPAY_BANK, accountNumber: '' }));
    expect(await errorOf(missing)).toEqual([400, 1000, 'Account number is required']);
  });

  it('takes redeem requests on init-pay and create-instrument-payout too, and init-pay still sells', async () => {
    const viaInit = await readyPlayer(t);
    const a = await answerOf(
      await redeem(t, viaInit.cookie, redeemBody(3), undefined, '/payment/init-pay'),
    );
    expect(a).toMatchObject({ message: REDEEM_SUBMITTED_MESSAGE, status: 'REDEEM_PROCESSING' });
    const viaPayout = await readyPlayer(t);
    const b = await answerOf(
      await redeem(
        t,
        viaPayout.cookie,
        redeemBody(4),
        undefined,
        '/payment/finix/create-instrument-payout',
      ),
    );
    expect(b.redemption.amount).toBe('4.00');
    const deposit = await postJson(
      t,
      '/payment/init-pay',
      { providerType: 'IPPAY', paymentType: 'deposit', packageId: 3, amount: 9.99 },
      viaInit.cookie,
    );
    expect((await answerOf(deposit)).success).toBe(true);
    const wrong = await postJson(
      t,
      '/payment/init-pay',
      { providerType: 'IPPAY', paymentType: 'withdraw', packageId: 3, amount: 9.99 },
      viaInit.cookie,
    );
    expect(await errorOf(wrong)).toEqual([400, 1000, 'paymentType must be deposit']);
    await expectLedgerBalanced(t);
  });

  it('holds once for 20 parallel identical requests (same Idempotency-Key)', async () => {
    const { cookie, userId } = await readyPlayer(t, { redeemable: 10_000 });
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 20 }, () => redeem(t, cookie, redeemBody(7), key)),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(await requestsOf(t, userId)).toHaveLength(1);
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(93);
    await expectLedgerBalanced(t);
  });

  it('holds once for 20 parallel requests with different keys: the rest are refused', async () => {
    const { cookie, userId } = await readyPlayer(t, { redeemable: 10_000 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => redeem(t, cookie, redeemBody(7))),
    );
    const codes = await Promise.all(results.map(async (r) => (await errorOf(r))[1]));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(codes.filter((c) => c !== undefined).every((c) => c === 3093 || c === 3086)).toBe(true);
    expect(await requestsOf(t, userId)).toHaveLength(1);
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(93);
    await expectLedgerBalanced(t);
  });

  it('answers 3086 with its SPEC text while another redeem call of the player is being processed', async () => {
    const { cookie, userId } = await readyPlayer(t);
    if (!process.env.TEST_DATABASE_URL) {
      // PGlite runs one transaction at a time: a second call cannot overlap the first there.
      expect((await redeem(t, cookie, redeemBody(1))).status).toBe(200);
      return;
    }
    // Another call of this player holds its redeem lock: this one does not wait behind it.
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    let locked: () => void = () => undefined;
    const isLocked = new Promise<void>((r) => (locked = r));
    const holder = t.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(15030, ${userId})`);
      locked();
      await held;
    });
    try {
      await isLocked;
      expect(await errorOf(await redeem(t, cookie, redeemBody(1)))).toEqual([
        409,
        3086,
        ERRORS.PaymentInProgress.message,
      ]);
      expect(await requestsOf(t, userId)).toEqual([]);
    } finally {
      release();
      await holder;
    }
    // Once it is done, the player's next call goes through.
    expect((await redeem(t, cookie, redeemBody(1))).status).toBe(200);
  });
});

describe('PUT /payment/redeem-request (cancel)', () => {
  it("cancels the player's own PENDING request and gives the SC back exactly", async () => {
    const { cookie } = await readyPlayer(t, { redeemable: 9_999 });
    const answer = await answerOf(await redeem(t, cookie, redeemBody(12.34)));
    const id = answer.redemption.redeemRequestId;
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(87.65);
    const cancelled = await answerOf(await cancel(t, cookie, id));
    expect(cancelled).toMatchObject({
      message: REDEEM_CANCELLED_MESSAGE,
      redemption: { redeemRequestId: id, status: 'CANCELLED' },
    });
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(99.99);
    expect(await errorOf(await cancel(t, cookie, id))).toEqual([
      409,
      2223,
      'This redemption request can no longer be cancelled.',
    ]);
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(99.99);
    // A cancelled request does not block a new one.
    await answerOf(await redeem(t, cookie, redeemBody(1)));
    await expectLedgerBalanced(t);
  });

  it("answers 404 for another player's request and for an unknown one", async () => {
    const owner = await readyPlayer(t);
    const other = await readyPlayer(t);
    const id = (await answerOf(await redeem(t, owner.cookie, redeemBody(2)))).redemption
      .redeemRequestId;
    expect((await errorOf(await cancel(t, other.cookie, id)))[0]).toBe(404);
    expect((await errorOf(await cancel(t, other.cookie, 99_999_999)))[0]).toBe(404);
    expect(await errorOf(await cancel(t, other.cookie, 'x'))).toEqual([
      400,
      1000,
      'redeemRequestId must be a number',
    ]);
    expect((await requestRow(t, id)).status).toBe('PENDING');
    const list = await answerOf(await getJson(t, '/payment/redeem-requests', other.cookie));
    expect(list).toEqual({ rows: [], count: 0 });
  });

  it('needs a session and an Idempotency-Key', async () => {
    const res = await t.request('/api/v1/payment/redeem-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(redeemBody(1)),
    });
    expect(res.status).toBe(401);
    const { cookie } = await readyPlayer(t);
    const noKey = await t.request('/api/v1/payment/redeem-request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(redeemBody(1)),
    });
    expect((await errorOf(noKey))[1]).toBe(1010);
  });

  it('lets a player redeem who bought more than 12 hours ago, even after a newer purchase aged too', async () => {
    const { cookie, userId } = await readyPlayer(t);
    await buyPackage(t, cookie);
    expect((await errorOf(await redeem(t, cookie, redeemBody(1))))[1]).toBe(3077);
    await agePurchases(t, userId, 12.5);
    await answerOf(await redeem(t, cookie, redeemBody(1)));
  });
});
