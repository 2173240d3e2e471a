import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { fundingSources, purchases } from './purchases.tables';
import { operatorCookie, setPaymentFlags } from './payments-admin-kit';
import {
  expectLedgerBalanced,
  statusBecomes,
  walletOf,
  withPaymentSettings,
} from './payments-test-kit';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await startTestApp();
  operator = await operatorCookie(t);
});
afterAll(async () => {
  await t.close();
});

const PACKAGE_3 = { packageId: 3, amount: 9.99 };
const ACCOUNT = '000123456789';

/** PUT /payment/bank-details as the browser sends it: multipart form fields. */
function addBank(cookie: string, fields: Record<string, string> = {}) {
  const form = new FormData();
  const values = {
    accountHolderName: 'Pat Player',
    bankName: 'First Test Bank',
    accountNumber: ACCOUNT,
    routingNumber: '021000021',
    accountType: 'checking',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return t.request('/api/v1/payment/bank-details', {
    method: 'PUT',
    headers: { cookie },
    body: form,
  });
}

const paynote = (cookie: string, body = PACKAGE_3) => postJson(t, '/payment/paynote', body, cookie);
const settleBank = () =>
  t.app.runSandboxDue(new Date(Date.now() + (t.config.SANDBOX_BANK_SETTLE_SECONDS + 1) * 1000));

async function purchaseCount(userId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(purchases)
    .where(eq(purchases.userId, userId));
  return row?.n ?? 0;
}

describe('saved banks', () => {
  it('keeps a token and the last digits only; the first bank is primary until another is chosen', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const first = await addBank(cookie);
    expect(first.status).toBe(200);
    const firstBank = (await json(first)).data.bank;
    expect(firstBank).toMatchObject({
      lbacc: '6789',
      bank: 'First Test Bank',
      is_primary: true,
      user_id: userId,
    });
    const second = (
      await json(await addBank(cookie, { accountNumber: '000555554321', bankName: 'Second Bank' }))
    ).data.bank;
    expect(second.is_primary).toBe(false);

    const listed = (await json(await getJson(t, '/payment/get-funding-source', cookie))).data;
    expect(listed.list).toEqual(listed.bankDetails);
    expect(listed.list.map((b: { lbacc: string }) => b.lbacc)).toEqual(['6789', '4321']);

    const switched = await postJson(
      t,
      '/payment/update-funding-source',
      { userId, sourceId: second.source_id },
      cookie,
    );
    expect(switched.status).toBe(200);
    const primaries = (await json(switched)).data.list.filter(
      (b: { is_primary: boolean }) => b.is_primary,
    );
    expect(primaries.map((b: { source_id: string }) => b.source_id)).toEqual([second.source_id]);

    const rows = await t.db.select().from(fundingSources).where(eq(fundingSources.userId, userId));
    expect(JSON.stringify(rows)).not.toContain(ACCOUNT);
    expect(rows.map((r) => r.routingLast4)).toEqual(['0021', '0021']);
  });

  it('refuses another player’s id, an unknown bank, a bad form and a form that is not multipart', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const other = await postJson(
      t,
      '/payment/update-funding-source',
      { userId: userId + 1, sourceId: 'ba_x' },
      cookie,
    );
    expect(other.status).toBe(403);
    const unknown = await postJson(
      t,
      '/payment/update-funding-source',
      { userId, sourceId: 'ba_x' },
      cookie,
    );
    expect(unknown.status).toBe(404);
    const bad = await addBank(cookie, { routingNumber: '12345' });
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors[0]).toMatchObject({
      description: 'Invalid routing number',
      field: 'routingNumber',
    });
    const asJson = await postJson(
      t,
      '/payment/bank-details',
      { accountNumber: ACCOUNT },
      cookie,
      'PUT',
    );
    expect(asJson.status).toBe(400);
    expect((await json(asJson)).errors[0].description).toBe(
      'Send the bank details as multipart/form-data.',
    );
    expect((await json(await getJson(t, '/payment/get-funding-source', cookie))).data.list).toEqual(
      [],
    );
  });
});

describe('bank purchases (paynote)', () => {
  it('needs a bank first', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const res = await paynote(cookie);
    expect(res.status).toBe(400);
    expect((await json(res)).errors[0].description).toBe('Please add a bank account first');
    expect(await purchaseCount(userId)).toBe(0);
  });

  it('answers PENDING, refuses a second one while it is pending (3086), and credits when it settles', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await addBank(cookie);
    const res = await paynote(cookie);
    expect(res.status).toBe(200);
    const answer = (await json(res)).data;
    expect(answer).toMatchObject({ success: true, status: 'PENDING' });
    expect(await walletOf(t, cookie)).toEqual({ gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 });

    const second = await paynote(cookie, { packageId: 1, amount: 1.99 });
    expect(second.status).toBe(409);
    expect((await json(second)).errors[0].errorCode).toBe(3086);
    expect(await purchaseCount(userId)).toBe(1);

    await settleBank();
    await statusBecomes(t, cookie, answer.referenceId, 'succeeded');
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 150000,
      scCoin: { wsc: 0 },
      totalScCoin: 15,
    });
    expect((await paynote(cookie, { packageId: 1, amount: 1.99 })).status).toBe(200);
    await expectLedgerBalanced(t);
  });

  it('fails without credit when the bank returns the debit', async () => {
    const { cookie } = await signUpVerified(t);
    await addBank(cookie, { accountNumber: '000100000002' });
    const answer = (await json(await paynote(cookie))).data;
    await settleBank();
    const status = await statusBecomes(t, cookie, answer.referenceId, 'failed');
    expect(status).toMatchObject({ status: 'FAILED', message: 'Insufficient funds' });
    expect((await walletOf(t, cookie)).gcCoin).toBe(0);
    await expectLedgerBalanced(t);
  });

  it('answers 3078 when an operator disabled bank purchases for the player or for the store', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await addBank(cookie);
    await setPaymentFlags(t, operator, userId, { bankPurchaseDisabled: true });
    const refused = await paynote(cookie);
    // Not 403: the web client signs a player out on 403 (SPEC §8), and this answer opens a modal.
    expect(refused.status).toBe(400);
    expect((await json(refused)).errors[0]).toMatchObject({
      errorCode: 3078,
      description:
        'Purchase via online banking has been disabled for you. Please contact our support team.',
    });
    const sources = (await json(await getJson(t, '/payment/get-funding-source', cookie))).data;
    expect(sources.providerData.bankPurchaseEnabled).toBe(false);
    await setPaymentFlags(t, operator, userId, { bankPurchaseDisabled: false });

    await withPaymentSettings(t, { bankPurchasesEnabled: false }, async () => {
      expect((await json(await paynote(cookie))).errors[0].errorCode).toBe(3078);
    });
    expect(await purchaseCount(userId)).toBe(0);
  });
});
