import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../test/test-app';
import { sampleOf, scrapeMetrics } from '../../test/metrics-scrape';
import { listeningUrl } from './listening-url';
import { sandboxWebhookOutbox } from './sandbox.tables';
import { eventually, newReference, startSandboxApp, webhooksOf } from './sandbox-test-kit';
import { RETRY_CAP_MS, retryDelayMs } from './webhook-delivery';

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
  it('backs off 2 s doubling, capped at 10 minutes', () => {
    expect(retryDelayMs(1)).toBe(2_000);
    expect(retryDelayMs(2)).toBe(4_000);
    expect(retryDelayMs(5)).toBe(32_000);
    expect(retryDelayMs(30)).toBe(RETRY_CAP_MS);
  });

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

  it('delivers each event once when several deliverers of two servers run at the same time', async () => {
    // A second server on the same database, as in a scaled deployment.
    const second = await startTestApp({ database: s.t.database, seed: false });
    try {
      const servers = [s.t.app, second.app];
      for (const app of servers) {
        // No timer or after-commit delivery: the events wait for the calls below.
        await app.sandboxProviders.stop();
        app.sandboxProviders.setWebhookBaseUrl(s.receiver.url);
      }
      const references = await Promise.all(Array.from({ length: 25 }, () => pendingDebit()));
      for (const referenceId of references) expect(attemptsAt(referenceId)).toHaveLength(0);

      const now = new Date();
      await Promise.all(
        Array.from({ length: 4 }, () => servers.map((app) => app.runSandboxDue(now))).flat(),
      );
      for (const referenceId of references) {
        expect(attemptsAt(referenceId)).toHaveLength(1);
        expect(attemptsAt(referenceId)[0]?.verdict).toBe('valid');
        expect(await outboxRowOf(referenceId)).toMatchObject({ attempts: 1 });
      }
    } finally {
      await second.close();
      s.t.app.sandboxProviders.start();
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
