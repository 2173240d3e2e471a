import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, lastMessageTo, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerBalanced, walletOf } from '../payments/payments-test-kit';
import { fundingSources } from '../payments/purchases.tables';
import { staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { walletOperations } from '../wallet/wallet.tables';
import {
  FAILED_ACCOUNT,
  IPPAY_BANK,
  RETURNED_ACCOUNT,
  TestPayoutProvider,
  readyPlayer,
  redeem,
  redeemBody,
  requestRow,
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

async function dataOf(res: Response) {
  const body = await json(res);
  if (res.status !== 200)
    throw new Error(`expected 200, got ${res.status} ${JSON.stringify(body)}`);
  return body.data;
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

/** The player's saved banks, as GET /payment/get-funding-source lists them (SPEC §3 fields). */
async function savedBanks(cookie: string) {
  return (await dataOf(await getJson(t, '/payment/get-funding-source', cookie))).list as {
    id: number;
    lbacc: string;
    bank: string;
    is_primary: boolean;
    user_id: number;
    source_id: string;
  }[];
}

/** A ready player's approved request to `accountNumber` (the payout job then runs by itself). */
async function approvedRequest(amount: number, bank: Record<string, string> | null) {
  const player = await readyPlayer(t, { redeemable: 10_000 });
  const extra = bank ? { ...IPPAY_BANK, ...bank, providerType: 'fiat' } : {};
  const id = (await dataOf(await redeem(t, player.cookie, redeemBody(amount, extra)))).redemption
    .redeemRequestId as number;
  await dataOf(await postJson(t, `/admin/redemptions/${id}/approve`, {}, finance));
  return { ...player, id };
}

/** The SC held, paid out and returned for redemptions, from the ledger's house accounts. */
async function houses() {
  const rows = await t.db.execute(sql`
    select a.kind, coalesce(sum(case when t.to_account_id = a.id then t.amount else -t.amount end), 0)::bigint as total
    from wallet_accounts a join wallet_transfers t on a.id in (t.from_account_id, t.to_account_id)
    where a.user_id is null and a.currency = 'SC' and a.kind in ('REDEMPTION_HOLDS', 'REDEMPTIONS')
    group by a.kind`);
  const list = (rows as unknown as { rows: { kind: string; total: string }[] }).rows;
  const of = (kind: string) => Number(list.find((r) => r.kind === kind)?.total ?? 0);
  return { holds: of('REDEMPTION_HOLDS'), paid: of('REDEMPTIONS') };
}

describe('redemption payouts', () => {
  it('settles a paid payout to REDEMPTIONS and restores the SC exactly after an ACH return', async () => {
    const before = await houses();
    const { id, cookie, player } = await approvedRequest(33.33, {
      accountNumber: RETURNED_ACCOUNT,
    });
    const paid = await reaches(id, 'PAID');
    expect(paid.accountLast4).toBe('0003');
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(66.67);
    expect((await savedBanks(cookie)).map((b) => b.lbacc)).toEqual(['0003']);
    const afterPay = await houses();
    expect(afterPay.paid - before.paid).toBe(3_333);
    expect(afterPay.holds).toBe(before.holds);
    await expectLedgerBalanced(t);

    await provider.returnLater(`redemption-${id}`);
    const returned = await requestRow(t, id);
    expect(returned).toMatchObject({ status: 'RETURNED', reason: 'R01 Insufficient funds' });
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(100);
    expect((await houses()).paid).toBe(before.paid);
    const mail = await lastMessageTo(t, player.email);
    expect(mail?.bodyText).toContain('Your bank returned the payment of $33.33');
    // The bank returned a payment to it: it is no longer offered for the next request.
    expect(await savedBanks(cookie)).toEqual([]);
    // The same event again, or another return event, changes nothing.
    await provider.returnLater(`redemption-${id}`);
    await provider.returnLater(`redemption-${id}`, `evt_other_return_${id}`);
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(100);
    const ops = await t.db
      .select()
      .from(walletOperations)
      .where(and(eq(walletOperations.reference, `redemption:${id}`)));
    expect(ops.map((o) => o.kind).sort()).toEqual([
      'redemption_hold',
      'redemption_paid',
      'redemption_return',
    ]);
    await expectLedgerBalanced(t);
  });

  it('releases the hold and tells the player when the provider reports a failed payout', async () => {
    const { id, cookie, player } = await approvedRequest(12, { accountNumber: FAILED_ACCOUNT });
    const failed = await reaches(id, 'REJECTED');
    expect(failed.reason).toBe('Account closed');
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(100);
    expect((await lastMessageTo(t, player.email))?.bodyText).toContain('could not be sent');
    await expectLedgerBalanced(t);
  });

  it('puts a payout back to APPROVED when sending fails, and sends it once on the retry', async () => {
    provider.failNextSends = 1;
    const player = await readyPlayer(t, { redeemable: 10_000 });
    const id = (
      await dataOf(
        await redeem(t, player.cookie, redeemBody(5, { ...IPPAY_BANK, providerType: 'fiat' })),
      )
    ).redemption.redeemRequestId as number;
    await dataOf(await postJson(t, `/admin/redemptions/${id}/approve`, {}, finance));
    // The job's first run fails to send: the request goes back to APPROVED (the job retries later).
    const deadline = Date.now() + 20_000;
    for (;;) {
      // Whether the failing send happened is read before the row: read after, it could pair a
      // row read before the job moved it to PROCESSING with a send that failed since.
      const failed = provider.failNextSends === 0;
      const row = await requestRow(t, id);
      if (failed && row.status === 'APPROVED' && row.sentAt === null) break;
      if (Date.now() > deadline) throw new Error(`redemption ${id} is ${row.status}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(provider.sent.find((s) => s.payoutId === `redemption-${id}`)).toBeUndefined();
    // The retry (run here at once, as the worker would after its delay) sends it and it is paid.
    expect(await t.app.redemptions.payouts.runPayout({ redeemRequestId: id })).toMatchObject({
      outcome: 'sent',
    });
    await reaches(id, 'PAID');
    expect(provider.sent.filter((s) => s.payoutId === `redemption-${id}`)).toHaveLength(1);
    expect(provider.failNextSends).toBe(0);
    // Running the job again for a paid request sends nothing.
    expect(await t.app.redemptions.payouts.runPayout({ redeemRequestId: id })).toEqual({
      outcome: 'skipped_PAID',
    });
    await expectLedgerBalanced(t);
  });

  it('refuses to approve a request with no bank to pay (4052) and changes nothing; once the player gives one, approval pays it', async () => {
    const { cookie, player } = await readyPlayer(t, { redeemable: 10_000 });
    const id = (await dataOf(await redeem(t, cookie, redeemBody(8)))).redemption
      .redeemRequestId as number;
    const review = await dataOf(await getJson(t, `/admin/redemptions/${id}`, finance));
    expect(review.redemption.accountLast4).toBeNull();
    const refused = await postJson(t, `/admin/redemptions/${id}/approve`, {}, finance);
    expect(refused.status).toBe(409);
    expect((await json(refused)).errors[0]).toMatchObject({
      errorCode: 4052,
      description:
        'This redemption request has no bank account to pay: the player must enter the bank details before it can be approved.',
    });
    expect(await requestRow(t, id)).toMatchObject({
      status: 'PENDING',
      firstApprovedByStaffId: null,
      approvedAt: null,
    });
    expect((await lastMessageTo(t, player.email))?.bodyText ?? '').not.toContain('approved');

    const details = {
      redeemRequestId: id,
      cardHolderName: 'Pat Player',
      accountNumber: '000555666777',
      routingNumber: '011000015',
    };
    const give = (body: unknown, who = cookie) =>
      postJson(t, '/payment/redeem-request/bank-details', body, who, 'PUT');
    // A routing number that fails the ABA checksum, and another player's request: nothing saved.
    const bad = await give({ ...details, routingNumber: '011000016' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors[0].description).toBe('Invalid routing number');
    const stranger = await readyPlayer(t, { redeemable: 100 });
    expect((await give(details, stranger.cookie)).status).toBe(404);
    expect((await requestRow(t, id)).accountNumberEnc).toBeNull();

    const saved = await dataOf(await give(details));
    expect(saved.redemption).toMatchObject({ accountLast4: '6777', awaitingBankDetails: false });
    await dataOf(await postJson(t, `/admin/redemptions/${id}/approve`, {}, finance));
    const row = await reaches(id, 'PAID');
    expect(JSON.stringify(row)).not.toContain('000555666777');
    expect(provider.sent.filter((p) => p.payoutId === `redemption-${id}`)).toEqual([
      expect.objectContaining({ accountNumber: '000555666777', amountCents: 800 }),
    ]);
    // A paid request takes no other bank details.
    const again = await give({ ...details, accountNumber: '000111222333' });
    expect((await json(again)).errors[0]).toMatchObject({ errorCode: 2224 });
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(92);
    await expectLedgerBalanced(t);
  });

  it('saves the bank a redemption was paid to, lists it as the active bank and pays the next request there', async () => {
    const { id, cookie, userId } = await approvedRequest(6, { accountNumber: '000987654321' });
    await reaches(id, 'PAID');
    const [bank, ...others] = await savedBanks(cookie);
    expect(others).toEqual([]);
    expect(bank).toEqual({
      id: expect.any(Number),
      lbacc: '4321',
      bank: 'Bank account',
      is_primary: true,
      user_id: userId,
      source_id: expect.stringMatching(/^SB-/),
    });
    // Only ciphertext and the last digits are kept.
    const [stored] = await t.db
      .select()
      .from(fundingSources)
      .where(eq(fundingSources.userId, userId));
    expect(JSON.stringify(stored)).not.toContain('000987654321');
    expect(stored?.routingLast4).toBe('0015');

    // The next request gives no bank: it is paid to the saved one, and finance sees it.
    const next = (await dataOf(await redeem(t, cookie, redeemBody(7)))).redemption
      .redeemRequestId as number;
    expect((await requestRow(t, next)).accountLast4).toBe('4321');
    const review = await dataOf(await getJson(t, `/admin/redemptions/${next}`, finance));
    expect(review.redemption.accountLast4).toBe('4321');
    await dataOf(await postJson(t, `/admin/redemptions/${next}/approve`, {}, finance));
    await reaches(next, 'PAID');
    expect(provider.sent.filter((p) => p.payoutId === `redemption-${next}`)).toEqual([
      expect.objectContaining({ accountNumber: '000987654321', routingNumber: '011000015' }),
    ]);
    // Paid to again, it is still saved once; and it is the player's to make active.
    expect(await savedBanks(cookie)).toHaveLength(1);
    const made = await postJson(
      t,
      '/payment/update-funding-source',
      { userId, sourceId: bank?.source_id },
      cookie,
    );
    expect(made.status).toBe(200);
    await expectLedgerBalanced(t);
  });

  it('ignores events of unknown payouts and events that do not fit the status', async () => {
    expect(
      await t.app.redemptions.applyPayoutEvent({
        eventId: 'evt_unknown',
        type: 'payout.paid',
        payoutId: 'redemption-99999999',
        providerPayoutId: 'po_x',
      }),
    ).toEqual({ outcome: 'ignored_unknown_payout' });
    const { cookie } = await readyPlayer(t, { redeemable: 10_000 });
    const id = (await dataOf(await redeem(t, cookie, redeemBody(8)))).redemption
      .redeemRequestId as number;
    expect(
      await t.app.redemptions.applyPayoutEvent({
        eventId: `evt_early_${id}`,
        type: 'payout.paid',
        payoutId: `redemption-${id}`,
        providerPayoutId: 'po_y',
      }),
    ).toEqual({ outcome: 'ignored_PENDING' });
    expect((await requestRow(t, id)).status).toBe('PENDING');
    await expectLedgerBalanced(t);
  });
});
