import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { SANDBOX_APPLE_PAY_TOKENS } from '../sandbox-providers/card-token.provider';
import { purchases } from './purchases.tables';
import {
  cardToken as cardTokenOf,
  expectLedgerBalanced,
  purchaseRow,
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

const EMPTY_WALLET = { gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 };
const FIRST_PURCHASE_WALLET = { gcCoin: 150000, scCoin: { wsc: 0 }, totalScCoin: 15 };
/** Package 3 ($9.99, 100,000 GC + 10 SC), first-purchase applicable. */
const PACKAGE_3 = { packageId: 3, amount: 9.99 };

const cardToken = (cookie: string, cardNumber: string) => cardTokenOf(t, cookie, cardNumber);

function createInstrument(cookie: string, body: Record<string, unknown>) {
  return postJson(t, '/payment/finix/create-instrument', { ...PACKAGE_3, ...body }, cookie);
}

async function purchaseCount(userId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(purchases)
    .where(eq(purchases.userId, userId));
  return row?.n ?? 0;
}

describe('purchases with the card form (create-instrument)', () => {
  it('charges a card token and credits at once', async () => {
    const { cookie } = await signUpVerified(t);
    const token = await cardToken(cookie, SANDBOX_TEST_CARDS.approve);
    const res = await createInstrument(cookie, { type: 'TOKEN', token, fraud_session_id: 'FS-1' });
    expect(res.status).toBe(200);
    const answer = (await json(res)).data;
    expect(answer).toMatchObject({
      success: true,
      status: 'SUCCESS',
      message:
        'Your Payment has been successfull, Please allow 1-2 minutes for your funds to appear!',
    });
    expect(await walletOf(t, cookie)).toEqual(FIRST_PURCHASE_WALLET);
    expect(await purchaseRow(t, answer.referenceId)).toMatchObject({
      provider: 'finix',
      method: 'token_card',
      status: 'succeeded',
      cardLast4: '4242',
    });
    await expectLedgerBalanced(t);
  });

  it('answers 3024 for a declined card after recording the purchase as failed', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const token = await cardToken(cookie, SANDBOX_TEST_CARDS.decline);
    const res = await createInstrument(cookie, { type: 'TOKEN', token });
    expect(res.status).toBe(402);
    expect((await json(res)).errors[0]).toMatchObject({
      errorCode: 3024,
      description: 'Your payment was declined: Card declined',
    });
    const [row] = await t.db.select().from(purchases).where(eq(purchases.userId, userId));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Card declined' });
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    await expectLedgerBalanced(t);
  });

  it('answers 3050 when the provider’s processor cannot take the payment, and the purchase fails', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const token = await cardToken(cookie, SANDBOX_TEST_CARDS.providerError);
    const res = await createInstrument(cookie, { type: 'TOKEN', token });
    expect(res.status).toBe(502);
    expect((await json(res)).errors[0].errorCode).toBe(3050);
    const [row] = await t.db.select().from(purchases).where(eq(purchases.userId, userId));
    expect(row?.status).toBe('failed');
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
  });

  it('answers PENDING for a card that settles later, and credits on the settled webhook', async () => {
    const { cookie } = await signUpVerified(t);
    const token = await cardToken(cookie, SANDBOX_TEST_CARDS.pending);
    const answer = (await json(await createInstrument(cookie, { type: 'TOKEN', token }))).data;
    expect(answer).toMatchObject({
      success: true,
      status: 'PENDING',
      message: 'Please Allow 2-3 business days for payment processing.',
    });
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    await t.app.runSandboxDue(
      new Date(Date.now() + (t.config.SANDBOX_CARD_SETTLE_SECONDS + 1) * 1000),
    );
    await statusBecomes(t, cookie, answer.referenceId, 'succeeded');
    expect(await walletOf(t, cookie)).toEqual(FIRST_PURCHASE_WALLET);
    await expectLedgerBalanced(t);
  });

  it('saves a card when asked (token, brand and last four only), charges it again and removes it', async () => {
    const { cookie } = await signUpVerified(t);
    const token = await cardToken(cookie, SANDBOX_TEST_CARDS.approveMastercard);
    await createInstrument(cookie, { type: 'TOKEN', token, cardData: { saveForFuture: true } });
    const sources = (await json(await getJson(t, '/payment/get-funding-source', cookie))).data;
    expect(sources.providerData).toMatchObject({
      applicationId: expect.stringMatching(/\S/),
      tokenizeUrl: '/sandbox/finix/tokens',
      bankPurchaseEnabled: true,
    });
    const [card] = sources.providerData.savedCards;
    expect(card).toMatchObject({ provider: 'finix', brand: 'mastercard', last4: '4444' });
    expect(Object.keys(card).sort()).toEqual(
      ['brand', 'expMonth', 'expYear', 'last4', 'paymentInformationId', 'provider'].sort(),
    );

    const again = await createInstrument(cookie, {
      type: 'PAYMENT_CARD',
      paymentInformationId: card.paymentInformationId,
    });
    expect((await json(again)).data.status).toBe('SUCCESS');
    // The first purchase (150,000 GC with the first-purchase bonus) reached Silver, whose 5 % boost
    // adds 5,000 GC to the second's 100,000.
    expect((await walletOf(t, cookie)).gcCoin).toBe(255000);

    const stranger = await signUpVerified(t);
    const stolen = await createInstrument(stranger.cookie, {
      type: 'PAYMENT_CARD',
      paymentInformationId: card.paymentInformationId,
    });
    expect(stolen.status).toBe(404);
    expect(await purchaseCount(stranger.userId)).toBe(0);

    const removed = await postJson(
      t,
      '/payment/finix/remove-saved-card',
      { paymentInformationId: card.paymentInformationId },
      cookie,
      'PUT',
    );
    expect(removed.status).toBe(200);
    const after = (await json(await getJson(t, '/payment/get-funding-source', cookie))).data;
    expect(after.providerData.savedCards).toEqual([]);
    const twice = await postJson(
      t,
      '/payment/finix/remove-saved-card',
      { paymentInformationId: card.paymentInformationId },
      cookie,
      'PUT',
    );
    expect(twice.status).toBe(404);
    await expectLedgerBalanced(t);
  });

  it('pays with a mobile wallet token after merchant validation', async () => {
    const { cookie } = await signUpVerified(t);
    const session = await postJson(
      t,
      '/payment/finix/apple-pay-session',
      {
        provider: 'finix',
        validation_url: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        merchant_identity: 'merchant.test.goldensweeps',
        domain: 'localhost',
        display_name: 'Golden Sweeps',
      },
      cookie,
    );
    expect(session.status).toBe(200);
    expect((await json(session)).data).toMatchObject({ displayName: 'Golden Sweeps' });
    const res = await createInstrument(cookie, {
      type: 'APPLE_PAY',
      thirdPartyToken: SANDBOX_APPLE_PAY_TOKENS.approve,
      name: 'Pat Player',
      address: { country: 'US', postal_code: '73301' },
    });
    expect((await json(res)).data.status).toBe('SUCCESS');
    expect(await walletOf(t, cookie)).toEqual(FIRST_PURCHASE_WALLET);
  });

  it('refuses a request missing what its type needs, before any purchase is recorded', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ type: 'TOKEN' }, 'token is required for type TOKEN'],
      [{ type: 'PAYMENT_CARD' }, 'paymentInformationId is required for type PAYMENT_CARD'],
      [{ type: 'APPLE_PAY' }, 'thirdPartyToken is required for type APPLE_PAY'],
      [{ type: 'CASH' }, 'type must be PAYMENT_CARD, TOKEN or APPLE_PAY'],
    ];
    for (const [body, description] of cases) {
      const res = await createInstrument(cookie, body);
      expect(res.status).toBe(400);
      expect((await json(res)).errors[0].description).toBe(description);
    }
    const unknownToken = await createInstrument(cookie, { type: 'TOKEN', token: 'tok_made_up' });
    expect(unknownToken.status).toBe(402);
    expect(await purchaseCount(userId)).toBe(1);
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
  });
});
