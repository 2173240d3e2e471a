import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TJobItem, TWebhookFailureItem } from '@app/contracts/jobs-admin';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import {
  eventually,
  expectLedgerBalanced,
  postWebhook,
  purchaseRow,
  startHostedPurchase,
  walletOf,
  webhookEvent,
} from '../payments/payments-test-kit';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';

const FLAKY_QUEUE = 'test-flaky';
/** Runs of the flaky queue's handler; the first one of each job fails. */
const runs = new Map<string, number>();

let t: TestApp;
let admin: string;
let finance: string;
beforeAll(async () => {
  t = await startTestApp({
    beforeReady: (app) =>
      app.jobs.define(
        FLAKY_QUEUE,
        async (_data, job) => {
          const run = (runs.get(job.id) ?? 0) + 1;
          runs.set(job.id, run);
          if (run === 1) throw new Error('The printer is on fire');
          return { run };
        },
        { retryLimit: 0 },
      ),
  });
  admin = await staffSignIn(t, 'admin');
  finance = await staffSignIn(t, 'finance');
});
afterAll(async () => {
  await t.close();
});

async function listed(state: 'failed' | 'pending', cookie = finance) {
  const res = await getJson(t, `/admin/jobs?state=${state}`, cookie);
  expect(res.status).toBe(200);
  return (await json(res)).data as { jobs: TJobItem[]; webhooks: TWebhookFailureItem[] };
}

const stateOf = async (id: string) => (await t.app.jobs.job(id))?.state;

describe('the Jobs screen: background jobs', () => {
  it('lists a failed job with its error; a retry by an admin runs it again, audited', async () => {
    const id = await t.app.jobs.send(FLAKY_QUEUE, { print: 'report' });
    if (!id) throw new Error('no job sent');
    await eventually(async () => ((await stateOf(id)) === 'failed' ? true : undefined));

    const failed = (await listed('failed')).jobs.find((job) => job.id === id);
    expect(failed).toMatchObject({
      queue: FLAKY_QUEUE,
      state: 'failed',
      error: 'The printer is on fire',
      retryCount: 0,
      retryLimit: 0,
    });
    expect(failed?.completedOn).not.toBeNull();

    // Finance sees the list but may not retry.
    const refused = await postJson(t, `/admin/jobs/${id}/retry`, {}, finance);
    expect(refused.status).toBe(403);
    expect((await json(refused)).errors[0].errorCode).toBe(4005);
    expect(runs.get(id)).toBe(1);

    const retried = await postJson(t, `/admin/jobs/${id}/retry`, {}, admin);
    expect(retried.status).toBe(200);
    // The answer shows the job as it is then: a worker may already have taken it (PostgreSQL
    // and Redis in CI picked it up before the answer was read).
    const answered = (await json(retried)).data.job;
    expect(answered.id).toBe(id);
    expect(['retry', 'active', 'completed']).toContain(answered.state);
    await eventually(async () => ((await stateOf(id)) === 'completed' ? true : undefined));
    expect(runs.get(id)).toBe(2);
    expect((await listed('failed')).jobs.map((job) => job.id)).not.toContain(id);
    const [entry] = await auditOf(t, 'job.retry');
    expect(entry).toMatchObject({
      target: `${FLAKY_QUEUE}:${id}`,
      detail: { error: 'The printer is on fire', retryCount: 0 },
    });

    // Done now: another retry is refused and runs nothing.
    const again = await postJson(t, `/admin/jobs/${id}/retry`, {}, admin);
    expect(again.status).toBe(409);
    expect((await json(again)).errors[0].errorCode).toBe(4030);
    expect(runs.get(id)).toBe(2);
  });

  it('lists pending jobs, and answers 404 for an unknown job and 400 for a bad id', async () => {
    const later = new Date(Date.now() + 3_600_000);
    const id = await t.app.jobs.send(FLAKY_QUEUE, {}, { startAfter: later });
    const pending = (await listed('pending')).jobs.find((job) => job.id === id);
    expect(pending).toMatchObject({ queue: FLAKY_QUEUE, state: 'created', error: null });
    expect(pending?.startAfter).toBe(later.toISOString());
    expect((await listed('failed')).jobs.map((job) => job.id)).not.toContain(id);

    const unknown = await postJson(t, `/admin/jobs/${randomUUID()}/retry`, {}, admin);
    expect(unknown.status).toBe(404);
    const bad = await postJson(t, '/admin/jobs/not-a-uuid/retry', {}, admin);
    expect(bad.status).toBe(400);
    expect((await getJson(t, '/admin/jobs?state=done', finance)).status).toBe(400);
  });

  it('refuses support, compliance and content (4005)', async () => {
    for (const role of ['support', 'compliance', 'content'] as const) {
      const res = await getJson(t, '/admin/jobs?state=failed', await staffSignIn(t, role));
      expect(res.status).toBe(403);
      expect((await json(res)).errors[0].errorCode).toBe(4005);
    }
  });
});

describe('the Jobs screen: provider webhooks', () => {
  it('lists a webhook that failed processing and retries it through the live path, crediting once', async () => {
    const player = await signUpVerified(t);
    const { data } = await startHostedPurchase(t, player.cookie, { packageId: 3, amount: 9.99 });
    const referenceId = data.id;
    // The database refuses to settle this purchase for now.
    await t.db.execute(
      sql.raw(`create function test_refuse_settlement() returns trigger language plpgsql as $$
        begin raise exception 'ledger offline'; end $$`),
    );
    await t.db.execute(
      sql.raw(`create trigger test_refuse_settlement before update on purchases for each row
        when (new.reference_id = '${referenceId}') execute function test_refuse_settlement()`),
    );
    const event = webhookEvent('payment.succeeded', referenceId, 999);
    expect((await postWebhook(t, 'ippay', event)).status).toBe(500);

    const failure = (await listed('failed')).webhooks.find((w) => w.eventId === event.id);
    expect(failure).toMatchObject({
      provider: 'ippay',
      eventType: 'payment.succeeded',
      referenceId,
      attempts: 1,
    });
    // The database's own message, not the statement that met it.
    expect(failure?.error).toBe('ledger offline');
    if (!failure) throw new Error('not listed');
    const dashboard = async () =>
      (await json(await getJson(t, '/admin/dashboard', finance))).data.now.failedWebhooks;
    expect(await dashboard()).toBe(1);

    // Finance may not retry; an admin's retry while the cause remains fails again and is recorded.
    expect((await postJson(t, `/admin/webhooks/${failure.id}/retry`, {}, finance)).status).toBe(
      403,
    );
    const stillBroken = await postJson(t, `/admin/webhooks/${failure.id}/retry`, {}, admin);
    expect(stillBroken.status).toBe(200);
    expect((await json(stillBroken)).data).toMatchObject({
      eventId: failure.id,
      outcome: 'failed',
      duplicate: false,
    });
    expect((await listed('failed')).webhooks.find((w) => w.id === failure.id)).toMatchObject({
      attempts: 2,
    });
    expect(await walletOf(t, player.cookie)).toMatchObject({ gcCoin: 0, totalScCoin: 0 });

    await t.db.execute(sql.raw('drop trigger test_refuse_settlement on purchases'));
    await t.db.execute(sql.raw('drop function test_refuse_settlement()'));
    const fixed = await postJson(t, `/admin/webhooks/${failure.id}/retry`, {}, admin);
    expect((await json(fixed)).data).toEqual({
      eventId: failure.id,
      outcome: 'applied',
      duplicate: false,
      error: null,
    });
    expect(await walletOf(t, player.cookie)).toEqual({
      gcCoin: 150000,
      scCoin: { wsc: 0 },
      totalScCoin: 15,
    });
    expect(await purchaseRow(t, referenceId)).toMatchObject({ status: 'succeeded' });
    expect((await listed('failed')).webhooks.map((w) => w.id)).not.toContain(failure.id);
    expect(await dashboard()).toBe(0);

    // Retried again (or delivered again by the provider): a duplicate that credits nothing.
    const twice = await postJson(t, `/admin/webhooks/${failure.id}/retry`, {}, admin);
    expect((await json(twice)).data).toMatchObject({ outcome: 'duplicate', duplicate: true });
    expect((await postWebhook(t, 'ippay', event)).status).toBe(200);
    expect((await walletOf(t, player.cookie)).totalScCoin).toBe(15);
    await expectLedgerBalanced(t);

    const entries = await auditOf(t, 'webhook.retry');
    expect(entries.map((e) => (e.detail as { outcome: string }).outcome)).toEqual([
      'duplicate',
      'applied',
      'failed',
    ]);
    expect(entries[0]).toMatchObject({ target: `ippay:${event.id}` });
    expect((await postJson(t, '/admin/webhooks/999999/retry', {}, admin)).status).toBe(404);
  });
});
