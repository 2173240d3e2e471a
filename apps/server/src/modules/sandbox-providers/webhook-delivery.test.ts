import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app';
import { sampleOf, scrapeMetrics } from '../../test/metrics-scrape';
import { listeningUrl } from './listening-url';
import { sandboxWebhookOutbox } from './sandbox.tables';
import { eventually, newReference, startSandboxApp, webhooksOf } from './sandbox-test-kit';
import { DELIVER_WEBHOOK_QUEUE } from './sandbox-queues';

let s: Awaited<ReturnType<typeof startSandboxApp>>;
beforeAll(async () => {
  s = await startSandboxApp();
});
afterAll(async () => {
  await s.close();
});

/** A bank debit: one payment.pending webhook at once. */
async function pendingDebit() {
  const { sourceId } = await s.providers.bank.tokenizeAccount({
    accountNumber: '44445555',
    routingNumber: '021000021',
    accountHolderName: 'Pat Player',
  });
  const referenceId = newReference();
  await s.providers.bank.debit({ referenceId, amountCents: 1000, sourceId });
  return referenceId;
}

/** The outbox row of a payment's only webhook. */
async function outboxRowOf(referenceId: string) {
  const rows = await s.t.db.select().from(sandboxWebhookOutbox);
  return rows.find(
    (r) => (r.payload as { data: { referenceId: string } }).data.referenceId === referenceId,
  );
}

const attemptsAt = (referenceId: string) =>
  s.receiver.received.filter((r) => r.event.data.referenceId === referenceId);

describe('webhook delivery', () => {
  it('resolves our own listening address for delivery', () => {
    expect(listeningUrl(null)).toBeUndefined();
    expect(listeningUrl({ address: '0.0.0.0', family: 'IPv4', port: 3000 })).toBe(
      'http://127.0.0.1:3000',
    );
    expect(listeningUrl({ address: '::', family: 'IPv6', port: 8080 })).toBe('http://[::1]:8080');
    expect(listeningUrl({ address: '127.0.0.1', family: 'IPv4', port: 4000 })).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('retries after a failing receiver, keeping the error, until a 2xx; re-signed each time', async () => {
    s.receiver.refuse(1);
    const referenceId = await pendingDebit();
    const failed = await eventually(
      () => outboxRowOf(referenceId),
      (row) => Boolean(row?.lastError || row?.deliveredAt),
      'the first attempt to be recorded',
    );
    expect(failed).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(failed?.lastError).toMatch(/^HTTP 500/);
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() - 1_000);
    // Its job waits 2 to 4 s before the first retry, keeping the error.
    const [job] = await eventually(
      () => s.t.app.jobs.jobs({ queue: DELIVER_WEBHOOK_QUEUE, states: ['retry'], limit: 10 }),
      (jobs) => jobs.some((j) => j.error?.startsWith('HTTP 500')),
      'the delivery job to wait for its retry',
    );
    expect(job).toMatchObject({ retryCount: 0, retryLimit: 16 });
    const waitMs = job!.startAfter.getTime() - job!.startedOn!.getTime();
    expect(waitMs).toBeGreaterThanOrEqual(1_900);
    expect(waitMs).toBeLessThanOrEqual(4_500);
    const scraped = (await scrapeMetrics(s.t)).text;
    expect(
      sampleOf(scraped, 'webhook_failures_total', {
        direction: 'sent',
        provider: failed!.provider,
      }),
    ).toBe(1);

    await s.t.app.runSandboxDue(new Date(Date.now() + 3_000));
    const attempts = attemptsAt(referenceId);
    expect(attempts.map((a) => a.answered)).toEqual([500, 200]);
    expect(attempts[0]?.event.id).toBe(attempts[1]?.event.id);
    expect(attempts[0]?.rawBody).toBe(attempts[1]?.rawBody);
    for (const attempt of attempts) expect(attempt.verdict).toBe('valid');
    expect(attempts[1]!.timestamp).toBeGreaterThanOrEqual(attempts[0]!.timestamp);

    const delivered = await outboxRowOf(referenceId);
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    expect(delivered?.attempts).toBe(2);
    expect(delivered?.lastError).toBeNull();
  });

  it('delivers each event once when the jobs and several deliverers of two servers run at the same time', async () => {
    // A second server on the same database, as in a scaled deployment: both work the delivery queue.
    const second = await startTestApp({ database: s.t.database, seed: false });
    try {
      const servers = [s.t.app, second.app];
      second.app.sandboxProviders.setWebhookBaseUrl(s.receiver.url);
      const debits = Promise.all(Array.from({ length: 25 }, () => pendingDebit()));
      // Direct deliverers on both servers race the jobs while the events are written.
      const deliverers = Promise.all(
        Array.from({ length: 4 }, () => servers.map((app) => app.runSandboxDue())).flat(),
      );
      const references = await debits;
      await deliverers;
      await Promise.all(servers.map((app) => app.runSandboxDue()));
      for (const referenceId of references) await webhooksOf(s.receiver, referenceId, 1);
      // Every delivery job has finished, so no late duplicate can come.
      await eventually(
        () => s.t.app.jobs.stats(),
        (stats) =>
          stats.some((q) => q.queue === DELIVER_WEBHOOK_QUEUE && q.queued + q.active === 0),
        'the delivery jobs to finish',
      );
      for (const referenceId of references) {
        expect(attemptsAt(referenceId)).toHaveLength(1);
        expect(attemptsAt(referenceId)[0]?.verdict).toBe('valid');
        expect(await outboxRowOf(referenceId)).toMatchObject({ attempts: 1 });
      }
    } finally {
      await second.close();
    }
  });

  it('lists charges and their webhooks on the sandbox console', async () => {
    const referenceId = await pendingDebit();
    await webhooksOf(s.receiver, referenceId, 1);
    const body = await eventually(
      async () =>
        (await (await s.t.request(`/sandbox/charges.json?referenceId=${referenceId}`)).json()) as {
          data: { webhooks: { deliveredAt: string | null }[] }[];
        },
      (b) => Boolean(b.data[0]?.webhooks[0]?.deliveredAt),
      'the console to show the delivery',
    );
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toMatchObject({
      referenceId,
      provider: 'paynote',
      status: 'pending',
      amountCents: 1000,
      webhooks: [{ type: 'payment.pending', attempts: 1, lastError: null }],
    });
  });
});
