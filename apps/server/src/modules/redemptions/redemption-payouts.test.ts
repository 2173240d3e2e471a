import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastMessageTo, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerBalanced, walletOf } from '../payments/payments-test-kit';
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
      const row = await requestRow(t, id);
      if (provider.failNextSends === 0 && row.status === 'APPROVED' && row.sentAt === null) break;
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

  it('leaves an ACH request without bank details APPROVED, awaiting them', async () => {
    const { id, cookie } = await approvedRequest(8, null);
    expect(await t.app.redemptions.payouts.runPayout({ redeemRequestId: id })).toEqual({
      outcome: 'awaiting_bank_details',
    });
    expect((await requestRow(t, id)).status).toBe('APPROVED');
    expect((await walletOf(t, cookie)).scCoin.wsc).toBe(92);
    expect(provider.sent.find((s) => s.payoutId === `redemption-${id}`)).toBeUndefined();
    await expectLedgerBalanced(t);
  });

  it('pays an approved request once the player enters bank details, and only then', async () => {
    const { id, cookie, player } = await approvedRequest(8, null);
    expect(await t.app.redemptions.payouts.runPayout({ redeemRequestId: id })).toEqual({
      outcome: 'awaiting_bank_details',
    });
    expect((await lastMessageTo(t, player.email))?.bodyText).toContain(
      'has been approved. Please enter your banking information',
    );
    const listed = await dataOf(
      await t.request('/api/v1/payment/redeem-requests', { headers: { cookie } }),
    );
    expect(listed.rows[0]).toMatchObject({ redeemRequestId: id, awaitingBankDetails: true });
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

  it('ignores events of unknown payouts and events that do not fit the status', async () => {
    expect(
      await t.app.redemptions.applyPayoutEvent({
        eventId: 'evt_unknown',
        type: 'payout.paid',
        payoutId: 'redemption-99999999',
        providerPayoutId: 'po_x',
      }),
    ).toEqual({ outcome: 'ignored_unknown_payout' });
    const { id } = await approvedRequest(8, null);
    expect(
      await t.app.redemptions.applyPayoutEvent({
        eventId: `evt_early_${id}`,
        type: 'payout.paid',
        payoutId: `redemption-${id}`,
        providerPayoutId: 'po_y',
      }),
    ).toEqual({ outcome: 'ignored_APPROVED' });
    expect((await requestRow(t, id)).status).toBe('APPROVED');
    await expectLedgerBalanced(t);
  });
});
