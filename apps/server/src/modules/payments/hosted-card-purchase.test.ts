import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { continueLink, hiddenFields, postForm } from '../sandbox-providers/sandbox-test-kit';
import { paymentEvents } from './purchases.tables';
import {
  eventually,
  expectLedgerBalanced,
  purchaseRow,
  startHostedPurchase,
  statusBecomes,
  walletOf,
} from './payments-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');
/** Package 3 ($9.99, 100,000 GC + 10 SC) on a first purchase: 50% more. */
const PACKAGE_3 = { packageId: 3, amount: 9.99 };
const FIRST_PURCHASE_WALLET = { gcCoin: 150000, scCoin: { wsc: 0 }, totalScCoin: 15 };

/** What the payment page does: posts paymentData as the hosted form, then the player types a card. */
async function payOnHostedPage(
  paymentData: Record<string, string | number | boolean>,
  cardNumber: string,
  saveForFuture = false,
) {
  const opened = await postForm(t, String(paymentData.actionUrl), {
    CustomerID: String(paymentData.customerId),
    MID: String(paymentData.mid),
    ReferenceID: String(paymentData.referenceID),
    Amount: Number(paymentData.amount).toFixed(2),
    Token: String(paymentData.token),
    CustomerEmail: String(paymentData.customerEmail),
    SaveForFuture: String(saveForFuture),
    CallbackURL: String(paymentData.callbackUrl),
    PaymentType: 'CC',
    TransactionType: 'SALE',
    CustomField1: String(paymentData.customField1),
    CustomField2: String(paymentData.customField2),
    CardToken: String(paymentData.cardToken),
    TemplateID: String(paymentData.templateId),
  });
  expect(opened.status).toBe(200);
  const res = await postForm(t, '/sandbox/ippay/hosted-payment/submit', {
    ...hiddenFields(await opened.text()),
    cardNumber,
    expiry: `12/${nextYear}`,
    cvc: '123',
    cardName: 'Pat Player',
  });
  return res.text();
}

describe('purchases on the hosted card page (init-pay IPPAY)', () => {
  it('answers the hosted form fields, and credits when the provider’s webhook arrives', async () => {
    const { cookie, userId, player } = await signUpVerified(t);
    const started = await startHostedPurchase(t, cookie, PACKAGE_3);
    const referenceId = started.data.id;
    expect(referenceId).toMatch(/^GS-[A-Za-z0-9]{20}$/);
    expect(started.link).toBe('/sandbox/ippay/hosted-payment');
    expect(started.data).toMatchObject({ providerType: 'IPPAY' });
    expect(started.paymentData).toMatchObject({
      actionUrl: '/sandbox/ippay/hosted-payment',
      customerId: String(userId),
      referenceID: referenceId,
      amount: 9.99,
      customerEmail: player.email,
      callbackUrl: `/user/store/deposit-status?referenceId=${referenceId}`,
      customField1: '3',
      cardToken: '',
      templateId: 'golden-sweeps',
      isFirstDeposit: true,
      maximumAmount: 1000,
    });
    expect(String(started.paymentData.token)).toMatch(/^[A-Za-z0-9]{10}$/);

    // Before the player pays, the status is pending and nothing is credited.
    const before = await json(
      await getJson(t, `/payment/status?referenceId=${referenceId}`, cookie),
    );
    expect(before.data).toMatchObject({
      status: 'PENDING',
      purchaseStatus: 'created',
      gcCoin: 150000,
      scCoin: 15,
    });

    const page = await payOnHostedPage(started.paymentData, SANDBOX_TEST_CARDS.approve);
    expect(continueLink(page)).toBe(`/user/store/deposit-status?referenceId=${referenceId}`);
    const status = await statusBecomes(t, cookie, referenceId, 'succeeded');
    expect(status).toMatchObject({
      status: 'SUCCESS',
      referenceId,
      providerType: 'ippay',
      amount: 9.99,
      gcCoin: 150000,
      scCoin: 15,
      message:
        'Your Payment has been successfull, Please allow 1-2 minutes for your funds to appear!',
    });
    expect(await walletOf(t, cookie)).toEqual(FIRST_PURCHASE_WALLET);
    expect(await purchaseRow(t, referenceId)).toMatchObject({
      cardBrand: 'visa',
      cardLast4: '4242',
    });
    await expectLedgerBalanced(t);
  });

  it('records a declined card as failed with its reason and credits nothing', async () => {
    const { cookie } = await signUpVerified(t);
    const started = await startHostedPurchase(t, cookie, PACKAGE_3);
    await payOnHostedPage(started.paymentData, SANDBOX_TEST_CARDS.decline);
    const status = await statusBecomes(t, cookie, started.data.id, 'failed');
    expect(status).toMatchObject({ status: 'FAILED', message: 'Card declined' });
    expect(await walletOf(t, cookie)).toEqual({ gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 });
    await expectLedgerBalanced(t);
  });

  it('stays pending while the card settles, then credits on the settled webhook', async () => {
    const { cookie } = await signUpVerified(t);
    const started = await startHostedPurchase(t, cookie, PACKAGE_3);
    await payOnHostedPage(started.paymentData, SANDBOX_TEST_CARDS.pending);
    await statusBecomes(t, cookie, started.data.id, 'pending');
    expect((await walletOf(t, cookie)).gcCoin).toBe(0);

    await t.app.runSandboxDue(
      new Date(Date.now() + (t.config.SANDBOX_CARD_SETTLE_SECONDS + 1) * 1000),
    );
    await statusBecomes(t, cookie, started.data.id, 'succeeded');
    expect(await walletOf(t, cookie)).toEqual(FIRST_PURCHASE_WALLET);
    await expectLedgerBalanced(t);
  });

  it('credits through the status check when the webhook cannot get through, and once only when it does', async () => {
    const { cookie } = await signUpVerified(t);
    const started = await startHostedPurchase(t, cookie, PACKAGE_3);
    const referenceId = started.data.id;
    t.app.sandboxProviders.setWebhookBaseUrl('http://127.0.0.1:9');
    try {
      await payOnHostedPage(started.paymentData, SANDBOX_TEST_CARDS.approve);
      const res = await getJson(t, `/payment/status?referenceId=${referenceId}`, cookie);
      expect((await json(res)).data).toMatchObject({
        status: 'SUCCESS',
        purchaseStatus: 'succeeded',
      });
      expect(await walletOf(t, cookie)).toEqual(FIRST_PURCHASE_WALLET);
    } finally {
      t.app.sandboxProviders.setWebhookBaseUrl(undefined);
    }
    await t.app.runSandboxDue(new Date(Date.now() + 60_000));
    const rows = await eventually(async () => {
      const found = await t.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.referenceId, referenceId));
      return found.some((e) => e.source === 'webhook') ? found : undefined;
    });
    expect(rows.map((e) => [e.source, e.outcome]).sort()).toEqual([
      ['status_check', 'applied'],
      ['webhook', 'ignored_stale'],
    ]);
    expect(await walletOf(t, cookie)).toEqual(FIRST_PURCHASE_WALLET);
    await expectLedgerBalanced(t);
  });

  it('saves the card when asked, offers it on the next hosted form, and sells one-click with it', async () => {
    const { cookie } = await signUpVerified(t);
    const noCard = await postJson(t, '/payment/ippay/sale', { packageId: 1 }, cookie);
    expect(noCard.status).toBe(400);
    expect((await json(noCard)).errors[0].description).toBe('No saved card for one-click purchase');

    const first = await startHostedPurchase(t, cookie, { ...PACKAGE_3, saveForFuture: true });
    await payOnHostedPage(first.paymentData, SANDBOX_TEST_CARDS.approveMastercard, true);
    await statusBecomes(t, cookie, first.data.id, 'succeeded');

    const sources = (await json(await getJson(t, '/payment/get-funding-source', cookie))).data;
    expect(sources.providerData.savedCards).toEqual([
      expect.objectContaining({ provider: 'ippay', brand: 'mastercard', last4: '4444' }),
    ]);
    const second = await startHostedPurchase(t, cookie, { packageId: 1, amount: 1.99 });
    expect(second.paymentData.cardToken).toMatch(/\S/);
    expect(second.paymentData.isFirstDeposit).toBe(false);

    const sale = await postJson(t, '/payment/ippay/sale', { packageId: 1 }, cookie);
    expect(sale.status).toBe(200);
    const answer = (await json(sale)).data;
    expect(answer).toMatchObject({ success: true, status: 'SUCCESS' });
    // Package 1 ($1.99, 20,000 GC + 2 SC) has no first-purchase bonus; the first purchase's
    // 150,000 GC reached Silver, whose 5 % boost makes it 21,000 GC + 2.1 SC.
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 171000,
      scCoin: { wsc: 0 },
      totalScCoin: 17.1,
    });
    expect(await purchaseRow(t, answer.referenceId)).toMatchObject({
      method: 'saved_card',
      amountCents: 199,
    });
    await expectLedgerBalanced(t);
  });

  it('refuses a visitor and a bad request without writing anything', async () => {
    expect(
      (
        await postJson(t, '/payment/init-pay', {
          ...PACKAGE_3,
          providerType: 'IPPAY',
          paymentType: 'deposit',
        })
      ).status,
    ).toBe(401);
    const { cookie } = await signUpVerified(t);
    const bad = await postJson(
      t,
      '/payment/init-pay',
      { ...PACKAGE_3, amount: 9.999, providerType: 'IPPAY', paymentType: 'deposit' },
      cookie,
    );
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors[0]).toMatchObject({
      errorCode: 1000,
      description: 'Amount must have at most two decimals',
      field: 'amount',
    });
    const other = await postJson(
      t,
      '/payment/init-pay',
      { ...PACKAGE_3, providerType: 'paypal', paymentType: 'deposit' },
      cookie,
    );
    expect((await json(other)).errors[0].description).toBe(
      'providerType must be one of IPPAY, fiat',
    );
    const missing = await getJson(t, '/payment/status?referenceId=GS-nothing', cookie);
    expect(missing.status).toBe(404);
  });
});

describe('purchases in the fiat widget (init-pay fiat)', () => {
  it('links to the widget with the fiat return address, and credits when the player approves', async () => {
    const { cookie } = await signUpVerified(t);
    const res = await postJson(
      t,
      '/payment/init-pay',
      { ...PACKAGE_3, providerType: 'fiat', paymentType: 'deposit' },
      cookie,
    );
    expect(res.status).toBe(200);
    const answer = (await json(res)).data;
    expect(answer).toMatchObject({ success: true, paymentData: null, limitCheck: null });
    expect(answer.data.providerType).toBe('fiat');
    const widget = await t.request(answer.link);
    expect(widget.status).toBe(200);
    const approve = await t.request(`${answer.link}/approve`, { method: 'POST' });
    expect(approve.status).toBe(200);
    const status = await statusBecomes(t, cookie, answer.data.id, 'succeeded');
    expect(status.providerType).toBe('fiat');
    expect(await walletOf(t, cookie)).toEqual(FIRST_PURCHASE_WALLET);
    await expectLedgerBalanced(t);
  });

  it('asks the provider when the player comes back before the webhook: a cancel ends failed', async () => {
    const { cookie } = await signUpVerified(t);
    const answer = (
      await json(
        await postJson(
          t,
          '/payment/init-pay',
          { ...PACKAGE_3, providerType: 'fiat', paymentType: 'deposit' },
          cookie,
        ),
      )
    ).data;
    await t.request(`${answer.link}/cancel`, { method: 'POST' });
    const status = await statusBecomes(t, cookie, answer.data.id, 'failed');
    expect(status.status).toBe('FAILED');
    expect((await walletOf(t, cookie)).gcCoin).toBe(0);
  });
});
