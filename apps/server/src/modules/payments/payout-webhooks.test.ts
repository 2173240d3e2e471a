import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SANDBOX_ACH_FAILED_ACCOUNT_SUFFIX } from '@app/contracts/payments';
import type { TWebhookFailureItem } from '@app/contracts/jobs-admin';
import { SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX } from '@app/contracts/redemptions';
import { getJson, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';
import { eventually } from './payments-test-kit';
import {
  INSTANT_PAYOUTS_ENV,
  payoutOutboxRows,
  payoutRequest,
} from '../sandbox-providers/sandbox-payout-test-kit';
import { postPayoutWebhook, recordingPayoutHandler } from './payout-test-kit';
import { payoutWebhookEvents } from './payout-webhooks.tables';
import { paymentWebhookFailures } from './webhook-failures.tables';

let t: TestApp;
let handler: ReturnType<typeof recordingPayoutHandler>;
beforeAll(async () => {
  t = await startTestApp({ env: INSTANT_PAYOUTS_ENV });
  handler = recordingPayoutHandler(t);
});
afterAll(async () => {
  await t.close();
});

/** The handled events of a payout once there are `count` of them. */
const handledEvents = (payoutId: string, count: number) =>
  eventually(async () => {
    const events = handler.handledOf(payoutId);
    return events.length >= count ? events : undefined;
  });

/** The body the sandbox signed for one of a payout's events. */
async function deliveredBody(payoutId: string, type: string) {
  const rows = await eventually(async () => {
    const found = await payoutOutboxRows(t, payoutId);
    return found.some((r) => r.deliveredAt && (r.payload as { type: string }).type === type)
      ? found
      : undefined;
  });
  const row = rows.find((r) => (r.payload as { type: string }).type === type);
  return JSON.stringify(row?.payload);
}

async function failuresOf(payoutId: string) {
  return t.db
    .select()
    .from(paymentWebhookFailures)
    .where(eq(paymentWebhookFailures.referenceId, payoutId));
}

describe('sandbox ACH payouts, end to end through the signed webhook', () => {
  it('pays a payout: a signed payout.paid reaches the handler once', async () => {
    const request = payoutRequest('1234');
    const { providerPayoutId } = await t.app.payouts.provider.send(request);
    expect(providerPayoutId).toMatch(/^po_[0-9a-f]{24}$/);
    expect(t.app.payouts.provider.name).toBe('ach');

    const [paid] = await handledEvents(request.payoutId, 1);
    expect(paid).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      type: 'payout.paid',
      payoutId: request.payoutId,
      providerPayoutId,
    });
    // The sandbox saw our 2xx, and we recorded the event as processed.
    const outbox = await eventually(async () => {
      const [row] = await payoutOutboxRows(t, request.payoutId);
      return row?.deliveredAt ? row : undefined;
    });
    expect(outbox).toMatchObject({ attempts: 1, lastError: null });
    const [record] = await t.db
      .select()
      .from(payoutWebhookEvents)
      .where(eq(payoutWebhookEvents.eventId, paid!.eventId));
    expect(record).toMatchObject({ status: 'processed', provider: 'ach', attempts: 1 });

    // Nothing more happens to a paid payout.
    await t.app.runSandboxDue(new Date(Date.now() + 3_600_000));
    expect(handler.callsOf(request.payoutId)).toHaveLength(1);
  });

  it(`returns a payout to an account ending in ${SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX} after paying it`, async () => {
    const request = payoutRequest(SANDBOX_ACH_RETURNED_ACCOUNT_SUFFIX);
    const { providerPayoutId } = await t.app.payouts.provider.send(request);
    const events = await handledEvents(request.payoutId, 2);
    expect(events.map((e) => e.type).sort()).toEqual(['payout.paid', 'payout.returned']);
    expect(events.find((e) => e.type === 'payout.returned')).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      type: 'payout.returned',
      payoutId: request.payoutId,
      providerPayoutId,
      reason: 'R01 Insufficient funds',
    });
    expect(new Set(events.map((e) => e.eventId)).size).toBe(2);
    // Written in that order, the return a second after the payment.
    const rows = await payoutOutboxRows(t, request.payoutId);
    expect(rows.map((r) => (r.payload as { type: string }).type)).toEqual([
      'payout.paid',
      'payout.returned',
    ]);
    expect(rows[1]!.createdAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(900);
  });

  it(`fails a payout to an account ending in ${SANDBOX_ACH_FAILED_ACCOUNT_SUFFIX}`, async () => {
    const request = payoutRequest(SANDBOX_ACH_FAILED_ACCOUNT_SUFFIX);
    const { providerPayoutId } = await t.app.payouts.provider.send(request);
    const [failed] = await handledEvents(request.payoutId, 1);
    expect(failed).toEqual({
      eventId: expect.stringMatching(/^evt_/),
      type: 'payout.failed',
      payoutId: request.payoutId,
      providerPayoutId,
      reason: 'R03 No account/unable to locate account',
    });
    await t.app.runSandboxDue(new Date(Date.now() + 3_600_000));
    expect(handler.callsOf(request.payoutId)).toHaveLength(1);
  });
});

describe('POST /payment/payout-webhook', () => {
  it('refuses a bad signature (1601) and an old timestamp (1602), calling nothing', async () => {
    const request = payoutRequest('2222');
    await t.app.payouts.provider.send(request);
    const body = await deliveredBody(request.payoutId, 'payout.paid');
    await handledEvents(request.payoutId, 1);

    const forged = JSON.stringify({
      ...JSON.parse(body),
      id: 'evt_forged',
      type: 'payout.returned',
      data: { ...JSON.parse(body).data, reason: 'R01 Insufficient funds' },
    });
    const wrongSecret = await postPayoutWebhook(t, forged, {
      secret: 'another-secret-of-sixteen-chars',
    });
    expect(wrongSecret.status).toBe(401);
    expect((await json(wrongSecret)).errors[0].errorCode).toBe(1601);
    const noSignature = await postPayoutWebhook(t, forged, { signature: '' });
    expect((await json(noSignature)).errors[0].errorCode).toBe(1601);
    // The genuine body, signed with the right secret six minutes ago: a replay.
    const replayed = await postPayoutWebhook(t, body, { at: new Date(Date.now() - 360_000) });
    expect(replayed.status).toBe(401);
    expect((await json(replayed)).errors[0]).toMatchObject({
      errorCode: 1602,
      description: 'The webhook timestamp is more than 5 minutes from now.',
    });
    expect(handler.callsOf(request.payoutId)).toHaveLength(1);
    expect(await failuresOf(request.payoutId)).toEqual([]);
  });

  it('answers a copy of a handled event 200 duplicate and calls nothing, even five at once', async () => {
    const request = payoutRequest('3333');
    await t.app.payouts.provider.send(request);
    const body = await deliveredBody(request.payoutId, 'payout.paid');
    await handledEvents(request.payoutId, 1);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        postPayoutWebhook(t, body).then(async (r) => [r.status, await json(r)]),
      ),
    );
    for (const [status, answer] of answers) {
      expect(status).toBe(200);
      expect(answer).toEqual({ data: { received: true, duplicate: true } });
    }
    expect(handler.callsOf(request.payoutId)).toHaveLength(1);
  });

  it('calls the handler once when five copies of a new event arrive together', async () => {
    const request = payoutRequest('4444');
    await t.app.payouts.provider.send(request);
    const paid = JSON.parse(await deliveredBody(request.payoutId, 'payout.paid'));
    await handledEvents(request.payoutId, 1);
    const body = JSON.stringify({ ...paid, id: `${paid.id}_copy` });
    const statuses = await Promise.all(
      Array.from({ length: 5 }, () => postPayoutWebhook(t, body).then((r) => r.status)),
    );
    // One copy runs the handler; the others are duplicates or told it is still in progress (409).
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(
      handler.handledOf(request.payoutId).filter((e) => e.eventId === `${paid.id}_copy`),
    ).toHaveLength(1);
    expect(handler.callsOf(request.payoutId)).toHaveLength(2);
  });

  it('refuses a body that is not a payout event (1000) after the signature checks out', async () => {
    const notJson = await postPayoutWebhook(t, 'not json');
    expect(notJson.status).toBe(400);
    expect((await json(notJson)).errors[0].description).toBe('The webhook body is not JSON.');
    const wrongType = await postPayoutWebhook(
      t,
      JSON.stringify({
        id: 'evt_x',
        type: 'payment.succeeded',
        createdAt: new Date().toISOString(),
        data: { payoutId: 'p1', providerPayoutId: 'po_1', amount: 100 },
      }),
    );
    expect(wrongType.status).toBe(400);
    const [error] = (await json(wrongType)).errors;
    expect(error).toMatchObject({ errorCode: 1000 });
    expect(error.description).toMatch(/^The payout event is not valid: type: /);
  });

  it('retries a delivery whose handler failed until it succeeds, handling it once; the Jobs screen showed it', async () => {
    const request = payoutRequest('5555');
    handler.failNext(request.payoutId, 2);
    const { providerPayoutId } = await t.app.payouts.provider.send(request);

    // The first delivery was answered 500 and recorded where the Jobs screen reads.
    const failure = await eventually(async () => (await failuresOf(request.payoutId))[0]);
    expect(failure).toMatchObject({
      provider: 'ach',
      eventType: 'payout.paid',
      error: 'redemptions are offline',
      resolvedAt: null,
    });
    const finance = await staffSignIn(t, 'finance');
    const listed = (await json(await getJson(t, '/admin/jobs?state=failed', finance))).data
      .webhooks as TWebhookFailureItem[];
    expect(listed.find((w) => w.eventId === failure.eventId)).toMatchObject({
      provider: 'ach',
      eventType: 'payout.paid',
      referenceId: request.payoutId,
    });

    // The sandbox retries (its job, or a pass run now) until the handler succeeds.
    const [paid] = await eventually(async () => {
      await t.app.runSandboxDue();
      const done = handler.handledOf(request.payoutId);
      return done.length > 0 ? done : undefined;
    });
    expect(paid).toMatchObject({ type: 'payout.paid', providerPayoutId, eventId: failure.eventId });
    expect(handler.callsOf(request.payoutId)).toHaveLength(3);
    const [outbox] = await eventually(async () => {
      const rows = await payoutOutboxRows(t, request.payoutId);
      return rows[0]?.deliveredAt ? rows : undefined;
    });
    expect(outbox?.attempts).toBe(3);
    const [resolved] = await failuresOf(request.payoutId);
    expect(resolved).toMatchObject({ attempts: 2, resolution: 'applied' });
    expect(resolved?.resolvedAt).toBeInstanceOf(Date);

    // More deliveries or runs change nothing.
    await t.app.runSandboxDue(new Date(Date.now() + 3_600_000));
    expect(handler.callsOf(request.payoutId)).toHaveLength(3);
  });

  it('lets an admin retry a failed payout event from the Jobs screen, audited, then answers duplicate', async () => {
    const admin = await staffSignIn(t, 'admin');
    const request = payoutRequest('6666');
    // More failures than a quick test sees retries: only the staff retry gets it through.
    handler.failNext(request.payoutId, 1_000);
    await t.app.payouts.provider.send(request);
    const failure = await eventually(async () => (await failuresOf(request.payoutId))[0]);

    const stillBroken = await postJson(t, `/admin/webhooks/${failure.id}/retry`, {}, admin);
    expect(stillBroken.status).toBe(200);
    expect((await json(stillBroken)).data).toMatchObject({
      eventId: failure.id,
      outcome: 'failed',
      duplicate: false,
      error: 'redemptions are offline',
    });

    handler.failNext(request.payoutId, 0);
    const fixed = await postJson(t, `/admin/webhooks/${failure.id}/retry`, {}, admin);
    expect((await json(fixed)).data).toEqual({
      eventId: failure.id,
      outcome: 'applied',
      duplicate: false,
      error: null,
    });
    expect(handler.handledOf(request.payoutId)).toHaveLength(1);
    const twice = await postJson(t, `/admin/webhooks/${failure.id}/retry`, {}, admin);
    expect((await json(twice)).data).toMatchObject({ outcome: 'duplicate', duplicate: true });
    expect(handler.handledOf(request.payoutId)).toHaveLength(1);

    // The sandbox's own retry is now answered as a duplicate and the delivery ends.
    await eventually(async () => {
      await t.app.runSandboxDue();
      const [row] = await payoutOutboxRows(t, request.payoutId);
      return row?.deliveredAt ?? undefined;
    });
    expect(handler.handledOf(request.payoutId)).toHaveLength(1);

    const entries = (await auditOf(t, 'webhook.retry')).filter(
      (e) => e.target === `ach:${failure.eventId}`,
    );
    expect(entries.map((e) => (e.detail as { outcome: string }).outcome)).toEqual([
      'duplicate',
      'applied',
      'failed',
    ]);
  });
});
