import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { signUpVerified } from '../../test/accounts';
import { collect, connectWallet, waitFor } from '../realtime/socket-test-kit';
import { paymentEvents } from './purchases.tables';
import {
  expectLedgerBalanced,
  postWebhook,
  purchaseRow,
  startHostedPurchase,
  walletOf,
  webhookEvent,
} from './payments-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const EMPTY_WALLET = { gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 };
/** Package 3: $9.99 for 100,000 GC and 10 SC, first-purchase applicable (50% more on a first purchase). */
const PACKAGE_3 = { packageId: 3, amount: 9.99 };

async function playerWithPurchase() {
  const player = await signUpVerified(t);
  const started = await startHostedPurchase(t, player.cookie, PACKAGE_3);
  return { ...player, referenceId: started.data.id };
}

async function eventRows(referenceId: string) {
  return t.db.select().from(paymentEvents).where(eq(paymentEvents.referenceId, referenceId));
}

describe('signed payment webhooks', () => {
  it('credits a first purchase once, with the first-purchase bonus, and a copy answers duplicate', async () => {
    const { cookie, referenceId } = await playerWithPurchase();
    const event = webhookEvent('payment.succeeded', referenceId, 999);
    const res = await postWebhook(t, 'ippay', event);
    expect(res.status).toBe(200);
    expect(await json(res)).toEqual({ data: { received: true, duplicate: false } });
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 150000,
      scCoin: { wsc: 0 },
      totalScCoin: 15,
    });
    expect(await purchaseRow(t, referenceId)).toMatchObject({
      status: 'succeeded',
      creditedGc: 15_000_000,
      creditedSc: 1500,
      providerTransactionId: `tx_${referenceId}`,
    });

    const again = await postWebhook(t, 'ippay', event);
    expect(again.status).toBe(200);
    expect(await json(again)).toEqual({ data: { received: true, duplicate: true } });
    expect((await walletOf(t, cookie)).gcCoin).toBe(150000);
    expect(await eventRows(referenceId)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('credits once when five copies of one event arrive at the same moment', async () => {
    const { cookie, referenceId } = await playerWithPurchase();
    const event = webhookEvent('payment.succeeded', referenceId, 999);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postWebhook(t, 'ippay', event).then(json)),
    );
    expect(answers.map((a) => a.data.received)).toEqual([true, true, true, true, true]);
    expect(answers.filter((a) => a.data.duplicate === false)).toHaveLength(1);
    expect(await walletOf(t, cookie)).toEqual({
      gcCoin: 150000,
      scCoin: { wsc: 0 },
      totalScCoin: 15,
    });
    expect(await eventRows(referenceId)).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('refuses a forged signature with 401 and applies nothing', async () => {
    const { cookie, referenceId } = await playerWithPurchase();
    const event = webhookEvent('payment.succeeded', referenceId, 999);
    const res = await postWebhook(t, 'ippay', event, { secret: 'an-attacker-guessed-secret' });
    expect(res.status).toBe(401);
    expect((await json(res)).errors[0]).toMatchObject({
      errorCode: 1601,
      name: 'WebhookSignatureInvalid',
    });
    const unsigned = await t.request('/api/v1/payment/webhooks/ippay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(event),
    });
    expect(unsigned.status).toBe(401);
    expect((await json(unsigned)).errors[0].errorCode).toBe(1601);
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    expect((await purchaseRow(t, referenceId)).status).toBe('created');
    expect(await eventRows(referenceId)).toHaveLength(0);
  });

  it('refuses a correctly signed event replayed six minutes later, or stamped six minutes ahead', async () => {
    const { cookie, referenceId } = await playerWithPurchase();
    const event = webhookEvent('payment.succeeded', referenceId, 999);
    for (const offset of [-6 * 60_000, 6 * 60_000]) {
      const res = await postWebhook(t, 'ippay', event, { at: new Date(Date.now() + offset) });
      expect(res.status).toBe(401);
      expect((await json(res)).errors[0]).toMatchObject({
        errorCode: 1602,
        name: 'WebhookExpired',
      });
    }
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    expect(await eventRows(referenceId)).toHaveLength(0);
  });

  it('answers 400 to a signed body that is not a valid event, and to an unknown provider', async () => {
    const notJson = await postWebhook(t, 'ippay', null, { rawBody: 'type=payment.succeeded' });
    expect(notJson.status).toBe(400);
    expect((await json(notJson)).errors[0].description).toBe('The webhook body is not JSON.');
    const badEvent = await postWebhook(t, 'ippay', { id: 'evt_x', type: 'payment.stolen' });
    expect(badEvent.status).toBe(400);
    expect((await json(badEvent)).errors[0].description).toMatch(
      /^The webhook event is not valid: /,
    );
    const unknown = await postWebhook(t, 'paypal', webhookEvent('payment.succeeded', 'GS-x', 1));
    expect(unknown.status).toBe(400);
  });

  it('fails a purchase whose event reports another amount, without crediting', async () => {
    const { cookie, referenceId } = await playerWithPurchase();
    const res = await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', referenceId, 1));
    expect(res.status).toBe(200);
    expect(await purchaseRow(t, referenceId)).toMatchObject({
      status: 'failed',
      failureReason: 'Amount mismatch: the provider reported $0.01 for a purchase of $9.99',
      creditedGc: null,
    });
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
    expect((await eventRows(referenceId))[0]?.outcome).toBe('amount_mismatch');
  });

  it('records but ignores events for unknown references and from another provider', async () => {
    const unknown = await postWebhook(
      t,
      'ippay',
      webhookEvent('payment.succeeded', 'GS-unknown', 999),
    );
    expect(await json(unknown)).toEqual({ data: { received: true, duplicate: false } });
    expect((await eventRows('GS-unknown'))[0]?.outcome).toBe('ignored_unknown_purchase');

    const { cookie, referenceId } = await playerWithPurchase();
    await postWebhook(t, 'finix', webhookEvent('payment.succeeded', referenceId, 999));
    expect((await eventRows(referenceId))[0]?.outcome).toBe('ignored_provider_mismatch');
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);
  });

  it('moves a purchase to pending, then credits on success, and ignores a later failure', async () => {
    const { cookie, referenceId } = await playerWithPurchase();
    await postWebhook(t, 'ippay', webhookEvent('payment.pending', referenceId, 999));
    expect((await purchaseRow(t, referenceId)).status).toBe('pending');
    expect(await walletOf(t, cookie)).toEqual(EMPTY_WALLET);

    await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', referenceId, 999));
    expect((await purchaseRow(t, referenceId)).status).toBe('succeeded');
    await postWebhook(
      t,
      'ippay',
      webhookEvent('payment.failed', referenceId, 999, { reason: 'Card declined' }),
    );
    expect(await purchaseRow(t, referenceId)).toMatchObject({
      status: 'succeeded',
      failureReason: null,
    });
    expect((await walletOf(t, cookie)).gcCoin).toBe(150000);
    expect((await eventRows(referenceId)).map((e) => e.outcome).sort()).toEqual([
      'applied',
      'applied',
      'ignored_stale',
    ]);
    await expectLedgerBalanced(t);
  });

  it('tells the player’s wallet socket: status 1 on success, 2 on failure, with the purchase’s reference', async () => {
    const first = await playerWithPurchase();
    const socket = await connectWallet(t.baseUrl, first.cookie);
    try {
      const statuses = collect<{ data: unknown }>(socket, 'USER_TRANSACTION_STATUS');
      await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', first.referenceId, 999));
      await waitFor(() => statuses.length === 1);
      expect(statuses[0]).toEqual({ data: 1, referenceId: first.referenceId });

      const second = await startHostedPurchase(t, first.cookie, PACKAGE_3);
      await postWebhook(
        t,
        'ippay',
        webhookEvent('payment.failed', second.data.id, 999, { reason: 'Card declined' }),
      );
      await waitFor(() => statuses.length === 2);
      expect(statuses[1]).toEqual({ data: 2, referenceId: second.data.id });
    } finally {
      socket.disconnect();
    }
  });
});
