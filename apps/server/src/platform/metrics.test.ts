import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_TEST_CARDS, WEBHOOK_HEADERS } from '@app/contracts/payments';
import { PRODUCTION_ENV, json, startTestApp, type TestApp } from '../test/test-app';
import { getJson, postJson, signUpVerified } from '../test/accounts';
import { scrapeMetrics, sampleOf } from '../test/metrics-scrape';
import { connectWallet } from '../modules/realtime/socket-test-kit';
import { createMetrics } from './metrics';
import { registerMetricsRoute } from './metrics.routes';
import { registerErrorHandler } from './error-handler';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A player who bought package 3 with an approved card (100,000 GC + first-purchase bonus). */
async function playerWithCoins() {
  const { cookie } = await signUpVerified(t);
  const { tokenizeUrl } = (await json(await getJson(t, '/payment/get-funding-source', cookie))).data
    .providerData;
  const tokenized = await t.request(tokenizeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardNumber: SANDBOX_TEST_CARDS.approve,
      expMonth: 12,
      expYear: 2040,
      cvc: '123',
      name: 'Pat Player',
    }),
  });
  const bought = await postJson(
    t,
    '/payment/finix/create-instrument',
    { packageId: 3, amount: 9.99, type: 'TOKEN', token: (await json(tokenized)).token },
    cookie,
  );
  expect(bought.status).toBe(200);
  return cookie;
}

describe('GET /metrics', () => {
  it('answers the Prometheus series of requests, rounds, purchases, webhooks, pool and sockets', async () => {
    const cookie = await playerWithCoins();
    // Two one-request rounds and one multi-step round (mines: one reveal, then cash out).
    for (let i = 0; i < 2; i += 1) {
      const round = await postJson(
        t,
        '/casino-games/9/play',
        { coinType: 'GC', bet: 100, params: { target: 5000, direction: 'over' } },
        cookie,
      );
      expect(round.status).toBe(200);
    }
    await postJson(
      t,
      '/casino-games/11/start',
      { coinType: 'GC', bet: 100, params: { mines: 1 } },
      cookie,
    );
    const reveal = await postJson(
      t,
      '/casino-games/11/action',
      { action: 'reveal', params: { cell: 0 } },
      cookie,
    );
    if ((await json(reveal)).data.view.status === 'playing')
      await postJson(t, '/casino-games/11/action', { action: 'cashOut' }, cookie);
    // A webhook with a bad signature, and an unknown route.
    const forged = await t.request('/api/v1/payment/webhooks/finix', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_HEADERS.TIMESTAMP]: String(Math.floor(Date.now() / 1000)),
        [WEBHOOK_HEADERS.SIGNATURE]: 'v1=forged',
      },
      body: '{}',
    });
    expect(forged.status).toBeGreaterThanOrEqual(400);
    expect((await t.request('/api/v1/no-such-route/42')).status).toBe(404);
    const socket = await connectWallet(t.baseUrl, cookie);

    try {
      const { status, type, text } = await scrapeMetrics(t);
      expect(status).toBe(200);
      expect(type).toContain('text/plain');
      const count = (labels: Record<string, string>) =>
        sampleOf(text, 'http_request_duration_seconds_count', labels);
      expect(
        count({ method: 'POST', route: '/api/v1/casino-games/:gameId/play', status_code: '200' }),
      ).toBe(2);
      expect(
        count({ route: '/api/v1/payment/webhooks/:provider', status_code: String(forged.status) }),
      ).toBe(1);
      expect(count({ route: 'unmatched', status_code: '404' })).toBe(1);
      expect(text).not.toMatch(/route="[^"]*\/42"/);
      expect(sampleOf(text, 'game_rounds_total', { game_type: 'dice', coin: 'GC' })).toBe(2);
      expect(sampleOf(text, 'game_rounds_total', { game_type: 'mines', coin: 'GC' })).toBe(1);
      expect(sampleOf(text, 'purchases', { state: 'succeeded' })).toBe(1);
      expect(sampleOf(text, 'purchases', { state: 'pending' })).toBe(0);
      expect(
        sampleOf(text, 'webhook_failures_total', { direction: 'received', provider: 'finix' }),
      ).toBe(1);
      expect(sampleOf(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
      expect(sampleOf(text, 'db_pool_connections', { state: 'waiting' })).toBe(0);
      expect(sampleOf(text, 'realtime_open_sockets')).toBe(1);
      expect(sampleOf(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(sampleOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    } finally {
      socket.disconnect();
    }
  });

  it('is open outside production when no token is configured', async () => {
    expect((await scrapeMetrics(t)).status).toBe(200);
  });
});

describe('/metrics in production', () => {
  const TOKEN = PRODUCTION_ENV.METRICS_TOKEN;

  it('requires the bearer token', async () => {
    const prod = await startTestApp({
      seed: false,
      env: PRODUCTION_ENV,
    });
    try {
      const refused = await scrapeMetrics(prod);
      expect(refused.status).toBe(401);
      expect(JSON.parse(refused.text).errors[0].name).toBe('Unauthorized');
      expect((await scrapeMetrics(prod, `${TOKEN}x`)).status).toBe(401);
      const scraped = await scrapeMetrics(prod, TOKEN);
      expect(scraped.status).toBe(200);
      expect(scraped.text).toContain('# TYPE http_request_duration_seconds histogram');
    } finally {
      await prod.close();
    }
  });

  it('refuses everyone when no token is configured', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerMetricsRoute(app, createMetrics(), { production: true });
    for (const authorization of [undefined, 'Bearer ', 'Bearer undefined']) {
      const res = await app.inject({
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    }
    await app.close();
  });
});

describe('createMetrics', () => {
  it('reads job queue depth and failures from the job queue at each scrape', async () => {
    const metrics = createMetrics();
    let emails = { queued: 3, active: 1, failed: 0 };
    metrics.watch({
      jobStats: async () => ({ emails, 'kyc-review': { queued: 0, active: 0, failed: 2 } }),
    });
    let text = await metrics.scrape();
    expect(sampleOf(text, 'job_queue_jobs', { queue: 'emails', state: 'queued' })).toBe(3);
    expect(sampleOf(text, 'job_queue_jobs', { queue: 'emails', state: 'active' })).toBe(1);
    expect(sampleOf(text, 'job_queue_jobs', { queue: 'kyc-review', state: 'failed' })).toBe(2);
    emails = { queued: 0, active: 0, failed: 1 };
    text = await metrics.scrape();
    expect(sampleOf(text, 'job_queue_jobs', { queue: 'emails', state: 'queued' })).toBe(0);
    expect(sampleOf(text, 'job_queue_jobs', { queue: 'emails', state: 'failed' })).toBe(1);
  });

  it('leaves the gauge of a failing source empty, counts the failure and still answers the rest', async () => {
    const metrics = createMetrics();
    metrics.watch({
      purchasesByState: async () => {
        throw new Error('database down');
      },
      openSockets: () => 4,
    });
    const text = await metrics.scrape();
    expect(sampleOf(text, 'purchases')).toBeUndefined();
    expect(sampleOf(text, 'metrics_collect_failures_total', { source: 'purchasesByState' })).toBe(
      1,
    );
    expect(sampleOf(text, 'realtime_open_sockets')).toBe(4);
    expect(() => metrics.watch({ openSockets: () => 1 })).toThrow(/already watched/);
  });
});
