import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { paymentEvents } from './purchases.tables';
import { operatorCookie } from './payments-admin-kit';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import {
  expectLedgerBalanced,
  postWebhook,
  profileOf,
  purchaseRow,
  startHostedPurchase,
  statusBecomes,
  walletOf,
  webhookEvent,
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
const EMPTY_WALLET = { gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 };

/** A player who bought package 3 with a card at the card-token provider (150,000 GC + 15 SC credited). */
async function playerWithCardPurchase() {
  const player = await signUpVerified(t);
  const tokenized = await t.request('/sandbox/finix/tokens', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardNumber: SANDBOX_TEST_CARDS.approve,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      name: 'Pat Player',
    }),
  });
  const { token } = await json(tokenized);
  const res = await postJson(
    t,
    '/payment/finix/create-instrument',
    { ...PACKAGE_3, type: 'TOKEN', token },
    player.cookie,
  );
  const referenceId = (await json(res)).data.referenceId as string;
  expect(await walletOf(t, player.cookie)).toEqual({
    gcCoin: 150000,
    scCoin: { wsc: 0 },
    totalScCoin: 15,
  });
  return { ...player, referenceId };
}

const refund = (referenceId: string, cookie = operator) =>
  t.request(`/api/v1/admin/payments/${referenceId}/refund`, {
    method: 'POST',
    headers: { cookie },
  });

describe('refunds', () => {
  it('ends refunded with no credit when the refund arrives before its success', async () => {
    const { cookie } = await signUpVerified(t);
    const started = await startHostedPurchase(t, cookie, PACKAGE_3);
    const referenceId = started.data.id;
    await postWebhook(t, 'ippay', webhookEvent('payment.refunded', referenceId, 999));
    await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', referenceId, 999));
    expect(await purchaseRow(t, referenceId)).toMatchObject({
      status: 'refunded',
      creditedGc: null,
    });
    const status = (
      await json(await getJson(t, `/payment/status?referenceId=${referenceId}`, cookie))
    ).data;
    expect(status).toMatchObject({ status: 'FAILED', purchaseStatus: 'refunded' });
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    const outcomes = (
      await t.db.select().from(paymentEvents).where(eq(paymentEvents.referenceId, referenceId))
    ).map((e) => [e.eventType, e.outcome]);
    expect(outcomes.sort()).toEqual([
      ['payment.refunded', 'applied'],
      ['payment.succeeded', 'ignored_final'],
    ]);
    // The first-purchase bonus is still to come.
    expect((await profileOf(t, cookie)).isFirstPurchase).toBe(true);
    await expectLedgerBalanced(t);
  });

  it('takes the coins back when an operator refunds a purchase the player has not spent', async () => {
    const { cookie, referenceId } = await playerWithCardPurchase();
    const res = await refund(referenceId);
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ referenceId, status: 'succeeded' });
    const [audited] = await auditOf(t, 'purchase.refund');
    expect(audited).toMatchObject({
      staffEmail: 'admin@goldensweeps.test',
      target: `purchase:${referenceId}`,
      before: { status: 'succeeded' },
    });
    await statusBecomes(t, cookie, referenceId, 'refunded');
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    expect(await purchaseRow(t, referenceId)).toMatchObject({
      refundShortfallGc: 0,
      refundShortfallSc: 0,
    });
    const profile = await profileOf(t, cookie);
    expect(profile.isRestrict).toBe(false);
    // A refund does not give the first-purchase bonus back.
    expect(profile.isFirstPurchase).toBe(false);
    await expectLedgerBalanced(t);
  });

  it('takes what is left, records the shortfall and restricts the player when coins were played', async () => {
    const { cookie, referenceId } = await playerWithCardPurchase();
    const bet = await postJson(
      t,
      '/casino-games/9/play',
      { coinType: 'SC', bet: 10, params: { target: 5000, direction: 'over' } },
      cookie,
    );
    expect(bet.status).toBe(200);
    const afterBet = await walletOf(t, cookie);
    // The bet took 10 of the 15 purchased (unplayed) SC; any win is redeemable SC, which a refund leaves alone.
    expect(afterBet.totalScCoin - afterBet.scCoin.wsc).toBe(5);

    expect((await refund(referenceId)).status).toBe(200);
    await statusBecomes(t, cookie, referenceId, 'refunded');
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 0,
      scCoin: { wsc: afterBet.scCoin.wsc },
      totalScCoin: afterBet.scCoin.wsc,
    });
    expect(await purchaseRow(t, referenceId)).toMatchObject({
      refundShortfallGc: 0,
      refundShortfallSc: 1000,
    });
    expect((await profileOf(t, cookie)).isRestrict).toBe(true);
    const blocked = await postJson(
      t,
      '/payment/init-pay',
      { ...PACKAGE_3, providerType: 'IPPAY', paymentType: 'deposit' },
      cookie,
    );
    expect((await json(blocked)).errors[0].errorCode).toBe(3079);
    await expectLedgerBalanced(t);
  });

  it('refunds only succeeded purchases, for operators only', async () => {
    const { cookie } = await signUpVerified(t);
    const started = await startHostedPurchase(t, cookie, PACKAGE_3);
    const early = await refund(started.data.id);
    expect(early.status).toBe(400);
    expect((await json(early)).errors[0].description).toBe(
      'Only a succeeded purchase can be refunded; this one is created.',
    );
    // A player's session is not a staff session; a staff role without purchases.refund gets 403.
    expect((await refund(started.data.id, cookie)).status).toBe(401);
    expect((await refund(started.data.id, await staffSignIn(t, 'support'))).status).toBe(403);
    expect((await refund('GS-unknown')).status).toBe(404);
  });
});
